# magictutor: set-up, tests and tools, all inside a virtual environment in .venv.
#
#   make lab                          JupyterLab on notebooks/
#   make test                         unit tests, doctests and (when there are any) notebooks
#   make bench                        benchmarks/run.py
#   make present NOTEBOOK=notebooks/xx.ipynb   one notebook as a Voila app
#   make screenshots                  the README's screenshots of lessons 5 and 8 (docs/screenshots/)
#   make notebooks [LESSONS=05]      rebuild the lessons from lessons/ and run them
#   make classroom-test               a test hub, 5 students and a Voila page, on loopback
#   make classroom-loadtest STUDENTS=15 STAGGER=3   the same hub under a class (classroom/)
#   make lint                         ruff, lint-imports and mypy
#   make clean                        remove .venv and caches
#
# Each install is recorded by a stamp file in .venv that depends on
# pyproject.toml (and binder/overrides.json, magictutor/__init__.py), so an edit
# there re-installs and a second run starts at once.

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip

NBVAL_MODE ?= --nbval
# Seconds a notebook cell may take under nbval; the pass with every shortcut off (4-6 x
# slower) on a loaded machine needs more than the default pass does.
NBVAL_CELL_TIMEOUT ?= 60
NOTEBOOK ?=
PYTEST_ARGS ?=
LAB_ARGS ?=
VOILA_ARGS ?=
# Voila culls a kernel whose page has gone (closed or reloaded) once it has been idle
# this long, so a projector page reloaded through a lesson leaks no kernels; a page
# still open is never culled (cull_connected stays off).
VOILA_CULL_IDLE ?= 300
VOILA_CULL_INTERVAL ?= 60
VOILA_CULL := --MappingKernelManager.cull_idle_timeout=$(VOILA_CULL_IDLE) \
  --MappingKernelManager.cull_interval=$(VOILA_CULL_INTERVAL) \
  --MappingKernelManager.cull_connected=False
STUDENTS ?= 5
STAGGER ?= 0

comma := ,

# Stamps live inside the venv, so removing the venv removes them too.
RUNTIME_STAMP := $(VENV)/.installed-runtime
TEST_STAMP := $(VENV)/.installed-test
PRESENT_STAMP := $(VENV)/.installed-present
CLASSROOM_STAMP := $(VENV)/.installed-classroom
# setuptools' editable install records at install time whether magictutor/ is a
# package, so its __init__.py is a prerequisite too once it exists.
INSTALL_DEPS := pyproject.toml binder/overrides.json $(wildcard magictutor/__init__.py)
LAB_SETTINGS := $(VENV)/share/jupyter/lab/settings

NOTEBOOKS := $(wildcard notebooks/*.ipynb)
ifneq ($(NOTEBOOKS),)
# Naming paths replaces pytest's testpaths, so list them all.
PYTEST_TARGETS := tests magictutor notebooks $(NBVAL_MODE) --nbval-current-env --nbval-cell-timeout=$(NBVAL_CELL_TIMEOUT)
else
PYTEST_TARGETS :=
endif

# Jupyter refuses to start as root unless told.
ALLOW_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root)

# Playwright drives Debian's /usr/bin/chromium; it must never fetch a browser.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1

# Installs into one venv must not run side by side.
.NOTPARALLEL:
.PHONY: lab test bench present present-check lint clean notebooks screenshots \
  classroom-proxy classroom-test classroom-loadtest

$(PY):
	@echo "==> Creating a virtual environment in $(VENV) with $(PYTHON)"
	$(PYTHON) -m venv $(VENV)

# $(1): stamp, $(2): what pip installs, $(3): what it is for
define install_rule
$(1): $(INSTALL_DEPS) | $(PY)
	@echo "==> Installing magictutor, editable, $(3) into $(VENV): pip install -e '$(2)'"
	$(PIP) install --disable-pip-version-check -e '$(2)'
	@echo "==> Applying binder/overrides.json to JupyterLab in $(VENV) (no news pop-up)"
	mkdir -p $(LAB_SETTINGS)
	cp binder/overrides.json $(LAB_SETTINGS)/overrides.json
	touch $(1)
endef

# Every install brings [lab] (JupyterLab, widgets, plots): `pip install magictutor` alone is
# the bare engine, which tests/test_packaging.py checks in a subprocess.
$(eval $(call install_rule,$(RUNTIME_STAMP),.[lab],with its dependencies and JupyterLab))
$(eval $(call install_rule,$(TEST_STAMP),.[lab$(comma)test],with its dependencies and the test tools))
$(eval $(call install_rule,$(PRESENT_STAMP),.[lab$(comma)present],with its dependencies and Voila))
$(eval $(call install_rule,$(CLASSROOM_STAMP),.[lab$(comma)test$(comma)classroom],with the test tools and JupyterHub))

lab: $(RUNTIME_STAMP)
	@mkdir -p notebooks
	@echo "==> Starting JupyterLab on notebooks/ (Ctrl-C to stop)"
	$(VENV)/bin/jupyter lab --notebook-dir=notebooks $(ALLOW_ROOT) $(LAB_ARGS)

test: export MPLBACKEND := Agg
test: $(TEST_STAMP)
	@echo "==> Running pytest: unit tests and doctests$(if $(NOTEBOOKS),$(comma) and notebooks/ with $(NBVAL_MODE),$(comma) no notebooks/*.ipynb yet)"
	$(PY) -m pytest $(PYTEST_TARGETS) $(PYTEST_ARGS)

ifeq ($(wildcard benchmarks/run.py),)
bench:
	@echo "==> No benchmark yet: benchmarks/run.py does not exist" >&2
	@exit 1
else
bench: $(TEST_STAMP)
	@echo "==> Running the benchmarks: benchmarks/run.py"
	$(PY) benchmarks/run.py
endif

present-check:
	@if [ -z "$(NOTEBOOK)" ]; then \
	  echo "==> Say which notebook: make present NOTEBOOK=notebooks/xx.ipynb" >&2; exit 2; fi
	@if [ ! -f "$(NOTEBOOK)" ]; then \
	  echo "==> No such notebook: $(NOTEBOOK)" >&2; exit 1; fi

present: present-check $(PRESENT_STAMP)
	@echo "==> Presenting $(NOTEBOOK) with Voila (Ctrl-C to stop)"
	$(VENV)/bin/voila $(VOILA_CULL) $(VOILA_ARGS) "$(NOTEBOOK)"

# The test hub's proxy, from npm, inside the venv (classroom/README.md).
CHP := $(VENV)/node/node_modules/.bin/configurable-http-proxy
$(CHP): | $(PY)
	@echo "==> Installing configurable-http-proxy from npm into $(VENV)/node"
	npm install --no-audit --no-fund --prefix $(VENV)/node configurable-http-proxy@5
	touch $(CHP)

classroom-proxy: $(CHP)

# A hub on loopback, 5 students running lesson 5, then Voila with 5 viewers who leave.
classroom-test: $(CLASSROOM_STAMP) $(PRESENT_STAMP) $(CHP)
	@echo "==> Classroom test: a JupyterHub and a Voila page on 127.0.0.1"
	$(PY) -m pytest -p no:cacheprovider classroom/tests $(PYTEST_ARGS)

# make classroom-loadtest STUDENTS=15 STAGGER=3
classroom-loadtest: $(CLASSROOM_STAMP) $(PRESENT_STAMP) $(CHP)
	$(PY) classroom/loadtest.py --students $(STUDENTS) --stagger $(STAGGER)

# The browser tests of lessons 5 and 8 (tests/browser/) write their screenshots into
# docs/screenshots/ when MAGICTUTOR_SCREENSHOTS=1; `make test` leaves docs/ alone.
screenshots: export MAGICTUTOR_SCREENSHOTS := 1
screenshots: $(TEST_STAMP)
	@echo "==> Taking the README's screenshots of lessons 5 and 8 into docs/screenshots/"
	$(PY) -m pytest tests/browser -m browser -k "lesson_05 or lesson_08" $(PYTEST_ARGS)

# Rebuild the lessons from lessons/ and run them, storing their outputs
# (LESSONS=05 rebuilds only lesson 5).
notebooks: $(TEST_STAMP)
	@echo "==> Building the lessons from lessons/ and running them"
	MPLBACKEND=Agg $(PY) tools/build_notebooks.py $(LESSONS)

lint: $(TEST_STAMP)
	@echo "==> Linting with ruff, import-linter (the layers) and mypy (engine, rules, model)"
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports
	$(VENV)/bin/mypy

clean:
	@echo "==> Removing $(VENV) and caches"
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis build dist *.egg-info
	find . -path ./.git -prune -o -type d -name __pycache__ -prune -exec rm -rf {} +
