# make run   — install into .venv and serve http://127.0.0.1:8000/ (SQLite, content loaded, index built;
#              HOST and PORT as for make serve)
# make serve — the same set-up, then gunicorn (HOST, PORT, WEB_CONCURRENCY); see docs/deploy.md
# make test  — install what the tests need (including Chromium for the browser tests) and run them all
# make test-postgres — the database-dependent tests against a throw-away PostgreSQL (scripts/with-postgres)
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
PIP := $(VENV)/bin/pip
export PYTHAINLP_READ_ONLY := 1

.PHONY: run serve test test-clone test-fast test-postgres postgres venv deps dev-deps setup browsers bench messages clean typecheck lint

$(VENV)/.created:
	@python=$$(scripts/find-python) || exit 1; \
	echo "using $$python ($$($$python --version))"; \
	$$python -m venv $(VENV) && touch $@

$(VENV)/.deps: $(VENV)/.created requirements.txt
	$(PIP) install -q --disable-pip-version-check -r requirements.txt && touch $@

$(VENV)/.dev-deps: $(VENV)/.deps requirements-dev.txt
	$(PIP) install -q --disable-pip-version-check -r requirements-dev.txt && touch $@

venv deps: $(VENV)/.deps
dev-deps: $(VENV)/.dev-deps

# Official Comprehensive Rules text files to import if present (not part of the project; see docs/cr.md).
CR_DIR ?= ../shared/data/cr
# MTGJSON AtomicCards file to import if present (not part of the project; see docs/cards.md).
CARDS_DIR ?= ../shared/data/cards
CARDS_FILE ?= $(firstword $(wildcard $(CARDS_DIR)/AtomicCards.json.xz $(CARDS_DIR)/AtomicCards.json.gz \
                $(CARDS_DIR)/AtomicCards.json $(CARDS_DIR)/AtomicCards*.json*))

setup: $(VENV)/.deps
	$(PY) manage.py migrate --noinput -v0
	$(PY) manage.py load_content
	@crs="$(wildcard $(CR_DIR)/*.txt)"; \
	if [ -z "$$crs" ]; then echo "no Comprehensive Rules file in $(CR_DIR): the rule pages show the project's explanations and topic pages only (docs/cr.md says where to get the CR text)"; fi; \
	for f in $$crs; do $(PY) manage.py import_cr "$$f" || exit 1; done
	@if [ -n "$(CARDS_FILE)" ]; then $(PY) manage.py import_cards "$(CARDS_FILE)" || exit 1; \
	else echo "no AtomicCards file in $(CARDS_DIR): the judge tool uses its built-in catalogue (docs/cards.md says where to get every card)"; fi
	$(PY) manage.py build_index

run: setup
	$(PY) manage.py runserver $(HOST):$(PORT)

# make serve — the same set-up, then a production server: gunicorn, WEB_CONCURRENCY workers
# (default 2 x cores + 1) on HOST:PORT, static files collected with hashed names (WhiteNoise).
HOST ?= 127.0.0.1
PORT ?= 8000
WEB_CONCURRENCY ?= $(shell echo $$((2 * $$(nproc 2>/dev/null || echo 1) + 1)))
serve: setup
	RULESITE_STATIC_MANIFEST=1 $(PY) manage.py collectstatic --noinput -v0
	RULESITE_STATIC_MANIFEST=1 exec $(VENV)/bin/gunicorn rulesite.wsgi:application \
	  --bind $(HOST):$(PORT) --workers $(WEB_CONCURRENCY) --access-logfile - --error-logfile - \
	  --timeout 60 --graceful-timeout 20 --no-control-socket

browsers:
	@if [ -x /usr/bin/chromium ] || command -v chromium >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "installing Chromium for the browser tests (apt-get install chromium)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else echo "The browser tests need Chromium: install the 'chromium' package (Debian/Ubuntu: sudo apt-get install chromium)" >&2; exit 1; fi

test: $(VENV)/.dev-deps browsers
	$(PY) -m pytest

# PostgreSQL server binaries (Debian's postgresql package) for scripts/with-postgres.
postgres:
	@if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "installing PostgreSQL for the PostgreSQL tests (apt-get install postgresql)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; \
	else echo "The PostgreSQL tests need the PostgreSQL server: install the 'postgresql' package (Debian/Ubuntu: sudo apt-get install postgresql)" >&2; exit 1; fi

# The tests that touch the database, against a throw-away PostgreSQL cluster (DATABASE_URL).
PG_TESTS := tests/content tests/crdb tests/judge/test_api.py tests/judge/test_views.py \
            tests/judge/test_library.py tests/decks tests/search tests/cards tests/test_live_reload.py \
            tests/test_http_cache.py tests/test_rate_limit.py
test-postgres: $(VENV)/.dev-deps postgres
	scripts/with-postgres $(PY) -m pytest -q -m "not browser" -p no:cacheprovider $(PG_TESTS)

# The suite in a fresh clone of the committed HEAD with nothing beside it (no ../shared).
test-clone: $(VENV)/.dev-deps browsers
	scripts/clone-check

# Everything but the browser tests.
test-fast: $(VENV)/.dev-deps
	$(PY) -m pytest -m "not browser"

# make typecheck — mypy over the pure engines (judge/engine, judge/mtg; settings in mypy.ini)
typecheck: $(VENV)/.dev-deps
	$(PY) -m mypy

# make lint — ruff over the whole project (rules in ruff.toml: pyflakes, pycodestyle, bugbear, Django,
# i18n, time zones); run it before landing
lint: $(VENV)/.dev-deps
	$(VENV)/bin/ruff check .

bench: setup
	for b in bench/bench_*.py; do echo "== $$b"; $(PY) $$b || exit 1; done

messages: $(VENV)/.deps
	$(PY) manage.py compilemessages -v0

clean:
	rm -rf $(VENV) var
