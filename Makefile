# Finch: the two commands. Both install missing Debian packages first.
# `make test` ends with a real GTK window under Xvfb (scripts/window-smoke-test.sh).
.PHONY: test run deps lint layering bench

SWIFT_FORMAT_PATHS := Sources Tests Benchmarks Examples Package.swift
# SCRATCH=<dir> builds there instead of .build (for several checkouts building side by side).
SCRATCH ?=
BUILD_FLAGS := $(if $(SCRATCH),--scratch-path $(SCRATCH))

deps:
	@scripts/install-deps.sh

layering:
	@python3 scripts/check-layering.py
	@scripts/test-check-layering.sh

lint:
	swift format lint --strict -r $(SWIFT_FORMAT_PATHS)

test: deps layering lint
	swift test $(BUILD_FLAGS)
	@SWIFT_SCRATCH_PATH="$(SCRATCH)" scripts/window-smoke-test.sh

# `make run` opens the gallery (finch-gallery), which lists the apps built so far and opens each in
# its own window; the apps are built with it.
# `make run APP=<product>` runs another executable product in a window.
APP ?= finch-gallery

run: deps
	swift build $(BUILD_FLAGS) --product hello-finch
	swift build $(BUILD_FLAGS) --product memorize
	swift build $(BUILD_FLAGS) --product profile-image
	swift build $(BUILD_FLAGS) --product $(APP)
	"$$(swift build $(BUILD_FLAGS) --show-bin-path)/$(APP)"

bench: deps
	swift build -c release --product FinchBenchmarks
	.build/release/FinchBenchmarks
	.build/release/FinchBenchmarks avatar
	.build/release/FinchBenchmarks thumbnails
	scripts/xvfb-frame-times.sh
