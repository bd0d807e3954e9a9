"""URL path converters.

"segment" is Django's "str" (one path segment) without NUL characters. PostgreSQL refuses text
containing NUL (0x00): a path like /en/t/%00/ would reach the database and fail there (a 500),
while SQLite merely finds nothing. With this converter such a path matches no route: a 404,
on every database, before any query. Imported by the urls modules that use it."""
from django.urls import register_converter
from django.urls.converters import StringConverter


class SegmentConverter(StringConverter):
    regex = r"[^/\x00]+"


register_converter(SegmentConverter, "segment")
