# Finch: the two commands. Both install missing Debian packages first.
.PHONY: test run deps lint layering bench

SWIFT_FORMAT_PATHS := Sources Tests Benchmarks Examples Package.swift

deps:
	@scripts/install-deps.sh

layering:
	@python3 scripts/check-layering.py
	@scripts/test-check-layering.sh

lint:
	swift format lint --strict -r $(SWIFT_FORMAT_PATHS)

test: deps layering lint
	swift test

# The GTK window host arrives with the host issue; until then `make run` renders the demo headless.
run: deps
	swift build
	@echo "Finch has no window host yet (see README: Status). Render views to PNG with ImageRenderer, or run 'make test'."

bench: deps
	swift build -c release --product FinchBenchmarks
	.build/release/FinchBenchmarks
