# NavKit — build, run and test. `make run` and `make test` are all a new
# machine needs: they install what is missing (ncurses headers, tmux) first.

SWIFT   ?= swift
PYTHON  ?= python3
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT     := DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get
NAVDEMO_ARGS ?=

.PHONY: all run build release test unit e2e deps clean help

all: build

help:
	@echo "make run    build (release) and start the demo; NAVDEMO_ARGS='--help' passes options"
	@echo "make test   build and run every test: unit, headless ncurses, end-to-end in tmux"
	@echo "make build  debug build of every target"
	@echo "make clean  remove build folders"

## Install what the build and the tests need, only when it is missing.
deps:
	@if [ ! -f /usr/include/ncursesw/curses.h ]; then \
		echo "Installing the ncurses headers (libncursesw5-dev)…"; \
		$(APT) update -q && $(APT) install -y -q libncursesw5-dev; fi
	@if ! command -v tmux >/dev/null 2>&1; then \
		echo "Installing tmux (for the end-to-end tests)…"; \
		$(APT) update -q && $(APT) install -y -q tmux; fi
	@if ! command -v $(PYTHON) >/dev/null 2>&1; then \
		echo "Installing python3 (for the end-to-end tests)…"; \
		$(APT) update -q && $(APT) install -y -q python3; fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product navdemo

run: release
	./.build/release/navdemo $(NAVDEMO_ARGS)

unit: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

e2e: deps
	$(SWIFT) build --product navdemo
	NAVDEMO=$(CURDIR)/.build/debug/navdemo $(PYTHON) Tests/e2e/test_navdemo.py
	NAVDEMO=$(CURDIR)/.build/debug/navdemo $(PYTHON) Tests/e2e/test_frontend.py

test: unit e2e

clean:
	rm -rf .build .build-*
