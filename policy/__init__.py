"""Tournament policy guides (JAR, IPG, MTR) in the project's own words: content/policy/<lang>/<doc>.yaml,
loaded by `load_content` with the rule pages; served at /<lang>/policy/... (docs/policy.md)."""
