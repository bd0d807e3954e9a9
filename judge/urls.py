from django.urls import path

import rulesite.converters  # noqa: F401 (registers <segment:...>: a path segment without NUL)

from . import course_views, puzzle_views, quiz_views, views

app_name = "judge"
urlpatterns = [
    path("", views.index, name="index"),
    path("edit/", views.edit, name="edit"),
    path("save/", views.save, name="save"),
    path("download/", views.download, name="download"),
    path("import/", views.import_, name="import"),
    path("print/", views.print_, name="print"),
    path("board.png", views.board_png_post, name="board_png"),
    path("cards/", views.cards, name="cards"),
    path("library/", views.library_index, name="library"),
    path("library/<slug:slug>/", views.library_item, name="library_item"),
    path("course/", course_views.course_page, name="course"),
    path("course/teacher/", course_views.teacher, name="course_teacher"),
    path("puzzles/", puzzle_views.index, name="puzzles"),
    path("puzzles/<slug:slug>/", puzzle_views.puzzle, name="puzzle"),
    path("library/<slug:slug>/quiz/", quiz_views.library_quiz, name="library_quiz"),
    path("library/<slug:slug>/print/", views.library_print, name="library_print"),
    path("library/<slug:slug>/step-<int:step>.png", views.library_png, name="library_png"),
    path("s/<segment:key>/", views.saved, name="saved"),
    path("s/<segment:key>/json/", views.saved_json, name="saved_json"),
    path("s/<segment:key>/quiz/", quiz_views.saved_quiz, name="saved_quiz"),
    path("s/<segment:key>/print/", views.saved_print, name="saved_print"),
    path("s/<segment:key>/step-<int:step>.png", views.saved_png, name="saved_png"),
]
