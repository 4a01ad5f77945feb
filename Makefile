# sdkgen - OpenAPI -> Python SDK generator.  Everything installs into ./.venv (and ./node_modules).
#   make generate   regenerate generated/ from sdkgen.yaml (and generated/layout_example from tests/layout/sdkgen.yaml)
#   make test       run the test suite (goldens, unit, behaviour, Prism integration, and the wide
#                   corpus: every spec generated and called, packages up to 150 KB type-checked)
#   make check      fail when generated/ is not what the generator produces (CI drift check)
#   make goldens    refresh the goldens (the committed generated/ tree) - the only way to change them
#   make bench      run the benchmarks (see benchmarks/README.md)
#   make docs       regenerate the documentation generated from the code (README lists, docs/ir.md)
#   make format-templates  lay the runtime templates out as black formats their output (speed)
#   make compile-templates precompile the built-in templates into the generator package (after editing templates/)
#   make test-wide  the type checks of the wide corpus's larger packages (specs over 150 KB; about 30 min)
#   make wide-corpus-table  rewrite the README's wide-corpus table from the last run of tests/test_wide_corpus.py

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
NODE_STAMP := node_modules/.installed
PYTEST_ARGS ?=

.PHONY: all install generate check goldens test test-fast test-wide lint bench docs format-templates compile-templates clean wide-corpus-table

all: generate

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $(NODE_STAMP)

install: $(STAMP) $(NODE_STAMP)

generate: $(STAMP)
	$(BIN)/sdkgen generate
	$(BIN)/sdkgen generate --config tests/layout/sdkgen.yaml  # the Stainless layout's golden (generated/layout_example)

check: $(STAMP)
	$(BIN)/sdkgen check
	$(BIN)/sdkgen check --config tests/layout/sdkgen.yaml

goldens: generate

test: $(STAMP) $(NODE_STAMP)
	$(BIN)/python -m pytest -n 2 -m "not wide" $(PYTEST_ARGS)

test-wide: $(STAMP) $(NODE_STAMP)
	$(BIN)/python -m pytest -n 2 -m wide $(PYTEST_ARGS)

test-fast: $(STAMP)
	$(BIN)/python -m pytest -n 2 -m "not prism and not slow and not wide" $(PYTEST_ARGS)

lint: $(STAMP) $(NODE_STAMP)
	$(BIN)/ruff check generator tests tools
	$(BIN)/mypy generator
	cd generated/sambanova_sdk && ../../$(BIN)/ruff check src && ../../$(BIN)/mypy --strict --python-version 3.10 src/sambanova_sdk
	node_modules/.bin/pyright --pythonpath $(BIN)/python -p generated/sambanova_sdk  # strict, from its pyproject.toml

docs: $(STAMP)
	$(BIN)/python -m generator.docs

wide-corpus-table: $(STAMP)
	$(BIN)/python tools/wide_corpus.py table

format-templates: $(STAMP)
	$(BIN)/python tools/format_templates.py
	$(BIN)/python tools/compile_templates.py

compile-templates: $(STAMP)
	$(BIN)/python tools/compile_templates.py

bench: $(STAMP)
	$(BIN)/python benchmarks/run.py

clean:
	rm -rf $(VENV) node_modules .sdkgen-cache .pytest_cache .mypy_cache .ruff_cache
