# NavKit — build, run and test. `make run` and `make test` are all a new
# machine needs: they install what is missing (ncurses headers, tmux) first.

SWIFT   ?= swift
PYTHON  ?= python3
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT     := DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get
NAVDEMO_ARGS ?=

.PHONY: all run build release test unit api allocations asan asan-all tsan sanitize e2e terminals terminals-deps portability soak fuzz bench bench-deps tig-deps xterm-deps ssh-deps docs deps clean help

SOAK_SECONDS ?= 600
# The first property sequence of a soak: from the environment, else from the date (100,000 a
# day apart), so soaks over time cover new ground and a failure names the seed that replays it.
ifndef SOAK_SEED
SOAK_SEED    := $(shell echo $$(( $$(date -u +%s) / 86400 * 100000 + 1 )))
endif
SOAK_SEQUENCES ?= 100000
# Seconds of random input for each of navls and notes: a short storm in `make test`, a long
# one (SOAK_SECONDS each) in `make soak`.
STORM_SECONDS ?= 10
BENCH_RUNS   ?= 5
BENCH_LINK_RUNS ?= 3
FUZZ_SECONDS ?= 600
# release: as many inputs a second as the build allows; CI's 10-second runs take debug (a
# third of the build time, 50 s against 150 s here), enough to show the fuzzers build and run.
FUZZ_CONFIG  ?= release
FUZZ_BUILD   := NAVKIT_FUZZ=1 $(SWIFT) build -c $(FUZZ_CONFIG) --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address

all: build

help:
	@echo "make run    build (release) and start the demo; NAVDEMO_ARGS='--help' passes options"
	@echo "make test   build and run every test: unit (with 5,000 property sequences), end-to-end in"
	@echo "            tmux, in xterm and over SSH, and navls and notes under random input for"
	@echo "            STORM_SECONDS (10) each"
	@echo "make asan   the tests that handle memory again under AddressSanitizer (CI runs it)"
	@echo "make terminals  navdemo in 13 real terminal emulators under Xvfb (xterm, urxvt, st, mlterm,"
	@echo "            kitty, alacritty, gnome-terminal, xfce4-terminal, lxterminal, konsole, qterminal,"
	@echo "            tmux and screen in xterm), driven by a real X pointer, compared pixel for pixel"
	@echo "make portability  no Linux-only call, C libraries only in platform branches, and an"
	@echo "            adopter's package that resolves without other packages and builds without warnings"
	@echo "make sanitize  every unit test under AddressSanitizer and ThreadSanitizer"
	@echo "make soak   SOAK_SEQUENCES (100,000) property sequences from SOAK_SEED (default: from the"
	@echo "            date), then the demo, navls and notes in tmux under random input for"
	@echo "            SOAK_SECONDS (600) each"
	@echo "make fuzz   libFuzzer on the input decoder and the page parser, FUZZ_SECONDS (600) each,"
	@echo "            built as FUZZ_CONFIG (release; CI: debug)"
	@echo "make bench  performance of the release build: navdemo in a pty at 120x40 and 200x60"
	@echo "            (BENCH_RUNS runs, 5) beside a naive curses app, a throttled slow link, remote"
	@echo "            links (round trips of 0 to 250 ms, 50 KB/s and 1 MB/s; BENCH_LINK_RUNS, 3),"
	@echo "            the Settings page's spinner and progress bar (bytes, frames/s, idle CPU),"
	@echo "            then the editor on a 10 MB file (open, keystrokes; fails over its thresholds)"
	@echo "            then the engine's micro-benchmarks (package-benchmark, Benchmarks/)"
	@echo "make docs   every relative link resolving, every Swift block of the README and the"
	@echo "            articles compiled, then the DocC documentation of the five libraries,"
	@echo "            in .build/docs"
	@echo "make allocations  the micro-benchmarks' heap allocations against Benchmarks/Thresholds"
	@echo "make api    record the public API (Tests/api/) after changing it on purpose; make unit"
	@echo "            fails while it differs from the recorded one"
	@echo "make build  debug build of every target (the library, navdemo, Examples/hello, loading and navls)"
	@echo "make clean  remove build folders"

## Install what the build and the tests need, only when it is missing: on macOS with
## Homebrew (its ncurses is keg-only, so pkg-config is pointed at it), on Debian and
## Ubuntu with apt (libncursesw5-dev where the release still has it, else libncurses-dev).
UNAME := $(shell uname -s)
ifeq ($(UNAME),Darwin)
BREW_NCURSES := $(shell brew --prefix ncurses 2>/dev/null)
export PKG_CONFIG_PATH := $(BREW_NCURSES)/lib/pkgconfig:$(PKG_CONFIG_PATH)
deps:
	@command -v brew >/dev/null 2>&1 || { echo "NavKit on macOS needs Homebrew (https://brew.sh) for ncurses 6"; exit 1; }
	@for formula in ncurses pkg-config tmux asciinema python3; do \
		brew list --versions $$formula >/dev/null 2>&1 || { echo "Installing $$formula (Homebrew)…"; brew install $$formula; }; \
	done
else
deps:
	@if ! command -v pkg-config >/dev/null 2>&1; then \
		echo "Installing pkg-config (to find ncurses)…"; \
		$(APT) update -q && $(APT) install -y -q pkg-config; fi
	@if ! pkg-config --exists ncursesw; then \
		package=libncurses-dev; \
		if apt-cache show libncursesw5-dev 2>/dev/null | grep -q '^Filename:'; then package=libncursesw5-dev; fi; \
		echo "Installing the ncurses headers ($$package)…"; \
		$(APT) update -q && $(APT) install -y -q $$package; fi
	@if ! command -v tmux >/dev/null 2>&1; then \
		echo "Installing tmux (for the end-to-end tests)…"; \
		$(APT) update -q && $(APT) install -y -q tmux; fi
	@if ! command -v asciinema >/dev/null 2>&1; then \
		echo "Installing asciinema (to replay recordings in the end-to-end tests)…"; \
		$(APT) update -q && $(APT) install -y -q asciinema; fi
	@if ! command -v $(PYTHON) >/dev/null 2>&1; then \
		echo "Installing python3 (for the end-to-end tests)…"; \
		$(APT) update -q && $(APT) install -y -q python3; fi
endif

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product navdemo

run: release
	./.build/release/navdemo $(NAVDEMO_ARGS)

## The unit tests in shards side by side (Tests/shards.py): nearly every suite runs on the main
## actor, so one test process keeps one core busy. The engine's suites in one, the rest in another.
## The property tests run 5,000 sequences here: the engine's shard (most of it the property
## tests) then takes about as long as the other, 110 s on a two-core machine (6,000 took 132 s
## and the unit stage waited for them; 10,000 once took 83 s on a faster one): `make soak` runs 100,000.
UNIT_SHARDS := --shard '^NavKitTests\.'
UNIT_PROPERTY_SEQUENCES ?= 5000

unit: deps bench-deps
	$(SWIFT) build --build-tests
	$(PYTHON) Tests/house_rules.py
	$(SWIFT) package dump-symbol-graph --minimum-access-level public >/dev/null
	$(PYTHON) Tests/public_api.py
	$(PYTHON) Tests/api_since_release.py
	$(PYTHON) Tests/examples_public_api.py
	NAVKIT_PROPERTY_SEQUENCES=$(UNIT_PROPERTY_SEQUENCES) $(PYTHON) Tests/shards.py --binary .build/debug/NavKitPackageTests.xctest $(UNIT_SHARDS)

## Records the public API as it is now (Tests/api/*.txt), after a change made on purpose.
api: deps
	$(SWIFT) build
	$(SWIFT) package dump-symbol-graph --minimum-access-level public >/dev/null
	$(PYTHON) Tests/public_api.py --update

## Installs those of the Debian packages $(1) that are missing, saying what for ($(2)).
define apt-install-missing
	@missing=$$(for package in $(1); do \
		dpkg-query -W -f='$${Status}\n' $$package 2>/dev/null | grep -q 'ok installed' || echo $$package; \
	done); \
	if [ -n "$$missing" ]; then \
		echo "Installing" $$missing "($(2))…"; \
		$(APT) update -q && $(APT) install -y -q --no-install-recommends $$missing; fi
endef

## A real pixel-reporting terminal for the sub-cell test: xterm under Xvfb, driven by xdotool.
xterm-deps:
	$(call apt-install-missing,xvfb xterm xdotool x11-apps fonts-dejavu-core,for the xterm end-to-end test)

## A real SSH session for the remote-link test: sshd and ssh on the loopback address. The
## package's own service is kept from starting where nothing stops it already (policy-rc.d).
ssh-deps:
	@if [ ! -x /usr/sbin/sshd ] || ! command -v ssh >/dev/null 2>&1 || ! command -v ssh-keygen >/dev/null 2>&1; then \
		echo "Installing openssh-server and openssh-client (for the SSH end-to-end test)…"; \
		policy=; if [ ! -e /usr/sbin/policy-rc.d ]; then policy=1; \
			printf '#!/bin/sh\nexit 101\n' | $(SUDO) tee /usr/sbin/policy-rc.d >/dev/null; \
			$(SUDO) chmod +x /usr/sbin/policy-rc.d; fi; \
		$(APT) update -q && $(APT) install -y -q --no-install-recommends openssh-server openssh-client; \
		status=$$?; if [ -n "$$policy" ]; then $(SUDO) rm -f /usr/sbin/policy-rc.d; fi; exit $$status; fi

## Every suite (navdemo, the front end, the tour, the examples, the storm, xterm, SSH) in two
## lanes side by side (Tests/e2e/lanes.py); one alone: NAVDEMO=.build/debug/navdemo python3 Tests/e2e/test_tour.py
e2e: deps xterm-deps ssh-deps
	$(SWIFT) build --product navdemo
	$(SWIFT) build --product hello
	$(SWIFT) build --product loading
	$(SWIFT) build --product navls
	$(SWIFT) build --product notes
	$(SWIFT) build --product gitlog
	$(PYTHON) Tests/e2e/lanes.py --build .build/debug --storm-seconds $(STORM_SECONDS)

## The real-terminal suite: each emulator Debian packages, under Xvfb, driven by xdotool, looked
## at with xwd (Tests/terminals/terminals.py; kitty and alacritty draw with Mesa's software GL).
TERMINAL_PACKAGES := xvfb xdotool x11-apps fonts-dejavu-core fonts-wqy-microhei fonts-noto-color-emoji dbus-x11 libgl1-mesa-dri xterm rxvt-unicode \
	stterm mlterm kitty alacritty gnome-terminal xfce4-terminal lxterminal konsole qterminal tmux screen

terminals-deps:
	$(call apt-install-missing,$(TERMINAL_PACKAGES),for the real-terminal suite)

terminals: deps terminals-deps
	$(SWIFT) build --product navdemo
	NAVDEMO=$(CURDIR)/.build/debug/navdemo $(PYTHON) Tests/terminals/terminals.py

## What keeps NavKit building beyond this machine: no Linux-only call, C libraries imported
## only in platform branches, and an adopter's package that resolves alone and builds clean.
portability: deps
	$(PYTHON) Tests/portability/portability.py

## The suites tagged .unsafeMemory again under AddressSanitizer: those that run code handling
## memory itself (DECISIONS.md, "What runs under AddressSanitizer"). CI runs it after `make test`
## (DECISIONS.md, "AddressSanitizer runs in CI, beside make test"). `make sanitize` runs every
## suite under AddressSanitizer and ThreadSanitizer (fewer property sequences: slower there).
ASAN_ENV := LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt

## NAVKIT_ASAN_TESTS=1 leaves the executables and the test targets with no tagged suite out of
## this build (Package.swift). The wire test replays every frame at 80x24 here; its 120x40 and
## 200x60 twins (the same code on bigger frames, the slowest tests under the sanitizer) run in
## `make unit` and `make asan-all`.
asan: deps bench-deps
	NAVKIT_ASAN_TESTS=1 $(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	$(ASAN_ENV) $(PYTHON) Tests/shards.py --binary .build-asan/debug/NavKitPackageTests.xctest --tag unsafeMemory \
		--shard 'WireTests/theEmulatorShowsEveryFrameAt80x24' \
		--skip 'WireTests/theEmulatorShowsEveryFrameAt120x40' --skip 'WireTests/theEmulatorShowsEveryFrameAt200x60'

asan-all: deps bench-deps
	$(ASAN_ENV) NAVKIT_PROPERTY_SEQUENCES=2000 $(SWIFT) test --sanitize=address --scratch-path .build-asan

tsan: deps
	NAVKIT_PROPERTY_SEQUENCES=2000 $(SWIFT) test --sanitize=thread --scratch-path .build-tsan

sanitize: asan-all tsan

## Longer runs: many more property sequences, then the real demo under random input.
soak: deps
	@echo "soak: $(SOAK_SEQUENCES) property sequences from seed $(SOAK_SEED); replay one with"
	@echo "      NAVKIT_PROPERTY_SEED=<seed> NAVKIT_PROPERTY_SEQUENCES=1 swift test --filter PropertyTests"
	NAVKIT_PROPERTY_SEED=$(SOAK_SEED) NAVKIT_PROPERTY_SEQUENCES=$(SOAK_SEQUENCES) $(SWIFT) test --filter PropertyTests
	$(SWIFT) build -c release --product navdemo
	SOAK_SEED=$(SOAK_SEED) NAVDEMO=$(CURDIR)/.build/release/navdemo $(PYTHON) Tests/e2e/soak.py $(SOAK_SECONDS)
	$(SWIFT) build -c release --product navls
	$(SWIFT) build -c release --product notes
	SOAK_SEED=$(SOAK_SEED) EXAMPLES=$(CURDIR)/.build/release $(PYTHON) Tests/e2e/storm.py $(SOAK_SECONDS)

## libFuzzer with AddressSanitizer; corpora grow in .build-fuzz, crashes land in .build-fuzz/crashes.
fuzz: deps
	$(FUZZ_BUILD) --product fuzz-decoder
	$(FUZZ_BUILD) --product fuzz-assets
	@mkdir -p .build-fuzz/corpus-decoder .build-fuzz/corpus-assets .build-fuzz/crashes
	./.build-fuzz/$(FUZZ_CONFIG)/fuzz-decoder -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
		-artifact_prefix=.build-fuzz/crashes/decoder- .build-fuzz/corpus-decoder Fuzz/corpus/decoder
	./.build-fuzz/$(FUZZ_CONFIG)/fuzz-assets -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
		-artifact_prefix=.build-fuzz/crashes/assets- .build-fuzz/corpus-assets Fuzz/corpus/assets
	@echo "corpus: decoder $$(ls .build-fuzz/corpus-decoder | wc -l) inputs, assets $$(ls .build-fuzz/corpus-assets | wc -l) inputs"

## Performance, measured from the outside (Tests/bench/bench.py); JSON in .build/bench.json.
bench: deps bench-deps tig-deps
	$(SWIFT) build -c release --product navdemo
	$(SWIFT) build -c release --product navls
	$(SWIFT) build -c release --product gitlog
	$(PYTHON) Tests/bench/bench.py --runs $(BENCH_RUNS) --link-runs $(BENCH_LINK_RUNS)
	$(PYTHON) Tests/bench/columns.py --navls .build/release/navls
	$(PYTHON) Tests/bench/inline.py --navdemo .build/release/navdemo --runs $(BENCH_RUNS)
	$(SWIFT) build -c release --product hello
	$(SWIFT) build -c release --product notes
	$(PYTHON) Tests/bench/memory.py --build .build/release
	$(PYTHON) Tests/bench/gitlog.py --gitlog .build/release/gitlog --runs $(BENCH_RUNS)
	cd Benchmarks && $(SWIFT) run -c release EditorBenchmark
	cd Benchmarks && $(SWIFT) run -c release PaletteBenchmark
	cd Benchmarks && $(SWIFT) run -c release ListBenchmark
	cd Benchmarks && $(SWIFT) package benchmark --format markdown --no-progress
	@# Faster than a threshold is reported, not failed (the plugin exits 1 for it, not its own 4).
	@cd Benchmarks && { out=$$($(SWIFT) package benchmark thresholds check --no-progress 2>&1); status=$$?; \
		echo "$$out"; \
		if echo "$$out" | grep -q 'worse than threshold' || { [ $$status != 0 ] && [ $$status != 4 ] \
				&& ! echo "$$out" | grep -q 'benchmarkThresholdImprovement'; }; then \
			echo "micro-benchmarks: a threshold is exceeded (Benchmarks/Thresholds)"; exit 1; fi; }

## The engine's micro-benchmarks' heap allocations, each against its recorded count
## (Benchmarks/Thresholds, within 2): counts are deterministic, unlike times, so CI checks them on
## every change (make bench checks the times). Fewer allocations than recorded fails too, so that
## the gain is recorded and kept: edit the benchmark's mallocCountTotal in its threshold file.
allocations: deps
	@cd Benchmarks && { out=$$($(SWIFT) package benchmark thresholds check --metric mallocCountTotal --no-progress 2>&1); \
		status=$$?; echo "$$out" | grep -E 'Deviations|p90 |Current_run|error' ; \
		if [ $$status != 0 ]; then echo "allocations: a micro-benchmark allocates other than recorded (Benchmarks/Thresholds)"; exit 1; fi; \
		echo "allocations: every micro-benchmark allocates as recorded (Benchmarks/Thresholds)"; }

## tig, the git browser gitlog is measured beside (make bench only).
tig-deps:
	@command -v tig >/dev/null || { echo "Installing tig (the git browser gitlog is measured beside)…"; \
		$(APT) update -q && $(APT) install -y -q tig; }

## pyte, the independent terminal emulator the benchmark counts changed cells with and the
## presenter's wire test replays every frame into.
bench-deps:
	@if ! $(PYTHON) -c 'import pyte' 2>/dev/null; then \
		echo "Installing pyte (a terminal emulator in Python, for make bench)…"; \
		$(PYTHON) -m pip install --quiet pyte 2>/dev/null \
		|| $(PYTHON) -m pip install --quiet --user --break-system-packages pyte 2>/dev/null \
		|| { $(APT) update -q && $(APT) install -y -q python3-pyte; }; fi

## Every relative link resolving (Tests/docs/links.py), every Swift block of the README and the
## articles compiled (Tests/docs/doc_code.py), then DocC
## archives (swift-docc-plugin), one per library, plus static HTML to open in a browser.
docs: deps
	$(PYTHON) Tests/docs/topics.py
	$(PYTHON) Tests/docs/links.py
	$(SWIFT) build
	$(SWIFT) package dump-symbol-graph --minimum-access-level public >/dev/null
	$(PYTHON) Tests/public_api.py --documented
	$(PYTHON) Tests/docs/article_code.py
	$(PYTHON) Tests/docs/doc_code.py
	@mkdir -p .build/docs
	NAVKIT_DOCS=1 $(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation \
		--target NavKit --target NavKitCurses --target NavKitTesting --target NavKitCursesTesting --target NavKitLogging \
		--output-path .build/docs --warnings-as-errors
	@echo "documentation: .build/docs/NavKit.doccarchive, .build/docs/NavKitCurses.doccarchive, .build/docs/NavKitTesting.doccarchive, .build/docs/NavKitCursesTesting.doccarchive, .build/docs/NavKitLogging.doccarchive"

test: unit e2e

clean:
	rm -rf .build .build-*
