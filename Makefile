# Finch: the two commands. Both install missing Debian packages first.
# `make test` ends with real GTK windows under Xvfb (scripts/window-smoke-test.sh,
# scripts/xvfb-pasteboard.sh), then drag and drop between a Finch window and a Python GTK 4 program
# (scripts/window-dnd-test.sh), then a document app's save, undo, quit and reopen
# (scripts/window-document-test.sh), then EmojiArt's drops and save (scripts/window-emojiart-test.sh), then
# the desktop portal's colour scheme and the window's scene phase (scripts/window-appearance-test.sh), then
# an app's UserDefaults written by Finch's autosave and read back after a quit (scripts/window-defaults-test.sh),
# then a newcomer's package built from an empty folder against this checkout (scripts/newcomer-package-test.sh),
# then 100 SIGKILLs of a process saving every kind of file the apps keep (scripts/kill-during-save.sh).
.PHONY: test run deps lint layering bench sanitize leaks monkey monkey-window kill-during-save soak fuzz

SWIFT_FORMAT_PATHS := Sources Tests Benchmarks Examples Tools Package.swift Fuzz/Package.swift Fuzz/Sources/FinchFuzz Plugins
# SCRATCH=<dir> builds there instead of .build (for several checkouts building side by side).
SCRATCH ?=
BUILD_FLAGS := $(if $(SCRATCH),--scratch-path $(SCRATCH))

deps:
	@scripts/install-deps.sh

layering:
	@python3 scripts/check-layering.py
	@scripts/test-check-layering.sh
	@python3 scripts/check-security.py
	@scripts/test-check-security.sh
	@python3 scripts/check-loopback-suites.py
	@scripts/test-check-loopback-suites.sh

lint:
	swift format lint --strict -r $(SWIFT_FORMAT_PATHS)

# `swift test` in two passes, each in a temporary folder of its own, removed when it ends
# (scripts/with-test-tmpdir.sh): the suites that talk to a loopback HTTP server (Tests/loopback-suites.txt)
# after the rest, in a pass of their own (scripts/swift-test-passes.sh says why).
TEST_PASSES := scripts/swift-test-passes.sh

test: deps layering lint
	$(TEST_PASSES) $(BUILD_FLAGS)
	@SWIFT_SCRATCH_PATH="$(SCRATCH)" scripts/window-smoke-test.sh
	@SWIFT_SCRATCH_PATH="$(SCRATCH)" scripts/xvfb-pasteboard.sh
	@SWIFT_SCRATCH_PATH="$(SCRATCH)" scripts/window-dnd-test.sh
	@SWIFT_SCRATCH_PATH="$(SCRATCH)" scripts/window-document-test.sh
	@SWIFT_SCRATCH_PATH="$(SCRATCH)" scripts/window-emojiart-test.sh
	@SWIFT_SCRATCH_PATH="$(SCRATCH)" scripts/window-appearance-test.sh
	@SWIFT_SCRATCH_PATH="$(SCRATCH)" scripts/window-defaults-test.sh
	@scripts/newcomer-package-test.sh
	@SWIFT_SCRATCH_PATH="$(SCRATCH)" scripts/kill-during-save.sh

# 100 kills (RUNS=<n> to change) of a process saving an EmojiArt document, palettes, Landmarks'
# favourites and a UserDefaults domain: after each, every file must read whole (old or new).
kill-during-save: deps
	@SWIFT_SCRATCH_PATH="$(SCRATCH)" scripts/kill-during-save.sh

# `make run` opens the gallery (finch-gallery), which lists the apps built so far and opens each in
# its own window; the apps are built with it.
# `make run APP=<product>` runs another executable product in a window.
APP ?= finch-gallery

GALLERY_APPS := hello-finch memorize emojiart profile-image landmarks navigation-demo hello-template bill-splitter \
	flag-quiz todo-list calculator expense-tracker flash-cards habit-tracker weather-screen

run: deps
	for product in $(GALLERY_APPS); do swift build $(BUILD_FLAGS) --product $$product || exit 1; done
	swift build $(BUILD_FLAGS) --product $(APP)
	"$$(swift build $(BUILD_FLAGS) --show-bin-path)/$(APP)"

bench: deps
	swift build -c release --product FinchBenchmarks
	.build/release/FinchBenchmarks
	.build/release/FinchBenchmarks avatar
	.build/release/FinchBenchmarks thumbnails
	.build/release/FinchBenchmarks landmarks
	.build/release/FinchBenchmarks color-scheme
	.build/release/FinchBenchmarks matched
	scripts/xvfb-frame-times.sh
	scripts/xvfb-first-frame.sh landmarks
	SWIFT_SCRATCH_PATH="$(SCRATCH)" scripts/bench-vs-gtk.sh

# Every test under ThreadSanitizer (data races; its own build, SCRATCH_TSAN=<dir>), then under
# AddressSanitizer (use after free, overflows, double frees); slow, not part of `make test`. The two runs
# are not run side by side: tried, it saved a few minutes, but tests that wait on the loopback server in
# real time then timed out on the two busy cores. Leak reports
# are off here (`make leaks` has them): the tests' census (`NodeCensus`) counts every kind of object a
# graph owns, and `TestWindow.close()` checks that none outlives its window. `FINCH_SANITIZER` tells the
# tests they run sanitized (MonkeyTests then plays fewer actions). ThreadSanitizer cannot see the
# toolchain's `Synchronization.Mutex` on Linux (Tests/ThreadTooling/check.sh shows it first), so state
# shared between threads is locked with a pthread mutex (FinchUnsafe's `LockedValue`, FinchTesting's
# `LockedState`), and scripts/check-layering.py refuses `Mutex`.
sanitize: deps
	Tests/ThreadTooling/check.sh
	FINCH_SANITIZER=thread TSAN_OPTIONS=halt_on_error=1 $(TEST_PASSES) --sanitize=thread --scratch-path $(or $(SCRATCH_TSAN),.build-tsan)
	FINCH_SANITIZER=address ASAN_OPTIONS=detect_leaks=0 $(TEST_PASSES) --sanitize=address --scratch-path $(or $(SCRATCH),.build-asan)

# Every test under AddressSanitizer with LeakSanitizer on. LeakSanitizer misreads Swift on Linux in two
# ways (weak-reference side tables, class references in multi-payload enums); the suppressions name
# exactly those, and Tests/LeakTooling/check.sh first shows each misreading with a small program and
# that a real retain cycle is still reported under the same suppressions. Slow, not part of `make test`.
# `--disable-xctest`: every test is a Swift Testing one, and the XCTest runner, run with none, leaks
# its own suite and suite run (each holds the other), which is not Finch's to fix or to suppress.
LSAN_SUPPRESSIONS := $(CURDIR)/Tests/LeakTooling/lsan-suppressions.txt
leaks: deps
	Tests/LeakTooling/check.sh
	FINCH_SANITIZER=address ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(LSAN_SUPPRESSIONS) \
		$(TEST_PASSES) --disable-xctest --sanitize=address --scratch-path $(or $(SCRATCH),.build-asan)

# The monkey: a seeded random player of each app (Memorize, ProfileImage, Landmarks, EmojiArt, the
# navigation example) through the headless window, in a release build so frames are timed as shipped.
# `make monkey` plays every app 20,000 actions from a seed taken from the clock; `APP=<name>`,
# `SEED=<n>` and `ACTIONS=<n>` replay one (a failure or a crash prints all three). It fails on a
# phase violation, a frame over 50 ms, a view node alive outside the tree, or anything of an app alive
# after its windows close. Not part of `make test` (MonkeyTests plays 150 actions of each there).
MONKEY_APP := $(if $(filter finch-gallery,$(APP)),all,$(APP))
SEED ?=
ACTIONS ?= 20000
monkey: deps
	swift build -c release $(BUILD_FLAGS) --product finch-monkey
	"$$(swift build -c release $(BUILD_FLAGS) --show-bin-path)/finch-monkey" --app $(MONKEY_APP) \
		--actions $(ACTIONS) $(if $(SEED),--seed $(SEED))

# The same monkey in real windows: each app (or APP=<name>) runs in its GTK window under Xvfb inside
# finch-monkey, which plays it through xdotool for SECONDS (default 120) from SEED (default: the clock)
# and fails on a crash, a phase violation, a frame over 50 ms, the window gone, or a census that is not
# the tree's. A failure prints its replay (ACTIONS=<step> stops there). Release build; not in `make test`.
SECONDS ?= 120
WINDOW_APPS := $(if $(filter-out all,$(MONKEY_APP)),$(MONKEY_APP),memorize profile-image landmarks emojiart navigation)
monkey-window: deps
	swift build -c release $(BUILD_FLAGS) --product finch-monkey
	@status=0; for app in $(WINDOW_APPS); do \
		xvfb-run -a -s "-screen 0 1024x900x24 -noreset" \
			"$$(swift build -c release $(BUILD_FLAGS) --show-bin-path)/finch-monkey" --real-window --app $$app \
			--seconds $(SECONDS) $(if $(SEED),--seed $(SEED)) \
			$(if $(filter command line,$(origin ACTIONS)),--actions $(ACTIONS)) || status=1; \
	done; exit $$status

# Hours of use, shortened: every app in a real window under Xvfb, played through xdotool by a seeded
# monkey for SOAK_SECONDS each (default 600), its memory and open descriptors sampled every 5 s; after the
# first minute neither may grow over 5 %. Plots of the memory go to docs/images/soak-<app>.png. Not in CI.
# SOAK_CENSUS=<folder> also keeps each app's memory report there (FINCH_REPORT_MEMORY: heap in use and
# free, and the objects its graphs own, every 5 s), and APPS=<a,b> plays only those apps.
SOAK_SECONDS ?= 600
soak: deps
	swift build $(BUILD_FLAGS) --product memorize
	swift build $(BUILD_FLAGS) --product profile-image
	swift build $(BUILD_FLAGS) --product landmarks
	swift build $(BUILD_FLAGS) --product emojiart
	swift build $(BUILD_FLAGS) --product navigation-demo
	xvfb-run -a -s "-screen 0 1024x900x24 -noreset" python3 scripts/soak.py \
		--bin "$$(swift build $(BUILD_FLAGS) --show-bin-path)" --seconds $(SOAK_SECONDS) \
		--plots docs/images $(if $(SEED),--seed $(SEED)) $(if $(SOAK_CENSUS),--census $(SOAK_CENSUS)) \
		$(if $(APPS),--apps $(APPS))

# libFuzzer over what Finch reads from outside (images, documents, the apps' JSON, drops, type names, map
# tiles) and over text layout and editing: Fuzz/ is a package of its own, built with AddressSanitizer and
# libFuzzer's coverage; each target runs FUZZ_SECONDS (default 60) from its seeds in Fuzz/Corpus, and
# the run fails on a crash, hang or sanitizer report (docs/fuzzing.md). Slow, not part of `make test`.
# FUZZ_TARGETS="image uttype" runs only those.
fuzz: deps
	@SCRATCH="$(if $(SCRATCH),$(SCRATCH)-fuzz,$(CURDIR)/.build-fuzz)" scripts/fuzz.sh
