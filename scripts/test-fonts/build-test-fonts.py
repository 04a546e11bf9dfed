#!/usr/bin/env python3
"""Writes the two test fonts of `Tests/FinchRenderingTests/Fixtures/Fonts/`: "Finch Test Blocks" Regular
and Bold, whose letters are plain blocks with known advances, so a test can tell from a text's width alone
which face drew it (and that an app's own font was found at all: no system font has these names).

Regular: every letter and digit advances 600 units of a 1,000-unit em, the space 250. Bold: every letter and
digit advances 1,000, the space 250. PostScript names `FinchTestBlocks-Regular` and `FinchTestBlocks-Bold`,
family "Finch Test Blocks", weight classes 400 and 700, as an app's Lora or Roboto files name theirs.

Run by a developer, not by the build or the tests (whose fixtures are the committed output):

    python3 -m venv /tmp/fontvenv && /tmp/fontvenv/bin/pip install fonttools
    /tmp/fontvenv/bin/python scripts/test-fonts/build-test-fonts.py
"""
import os
import string

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

EM = 1000
ASCENT, DESCENT = 800, 200
CHARACTERS = string.ascii_letters + string.digits
OUT = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "FinchRenderingTests", "Fixtures", "Fonts")


def block(advance):
    """A block inset 50 units from each side of its advance, from the baseline to 700 units up."""
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0))
    pen.lineTo((50, 700))
    pen.lineTo((advance - 50, 700))
    pen.lineTo((advance - 50, 0))
    pen.closePath()
    return pen.glyph()


def empty():
    return TTGlyphPen(None).glyph()


def build(style, weight, advance):
    names = [".notdef", "space"] + [f"g{ord(c):04X}" for c in CHARACTERS]
    builder = FontBuilder(EM, isTTF=True)
    builder.setupGlyphOrder(names)
    cmap = {ord(" "): "space"}
    cmap.update({ord(c): f"g{ord(c):04X}" for c in CHARACTERS})
    builder.setupCharacterMap(cmap)
    glyphs = {".notdef": block(500), "space": empty()}
    glyphs.update({f"g{ord(c):04X}": block(advance) for c in CHARACTERS})
    builder.setupGlyf(glyphs)
    metrics = {".notdef": (500, 50), "space": (250, 0)}
    metrics.update({f"g{ord(c):04X}": (advance, 50) for c in CHARACTERS})
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=ASCENT, descent=-DESCENT)
    postscript = f"FinchTestBlocks-{style}"
    builder.setupNameTable({
        "familyName": "Finch Test Blocks",
        "styleName": style,
        "uniqueFontIdentifier": f"Finch:{postscript}",
        "fullName": f"Finch Test Blocks {style}",
        "psName": postscript,
        "version": "Version 1.000",
    })
    builder.setupOS2(
        usWeightClass=weight, sTypoAscender=ASCENT, sTypoDescender=-DESCENT, sTypoLineGap=0,
        usWinAscent=ASCENT, usWinDescent=DESCENT, fsSelection=0x20 if style == "Bold" else 0x40,
        achVendID="FNCH")
    builder.setupPost()
    builder.setupHead(unitsPerEm=EM, macStyle=1 if style == "Bold" else 0)
    path = os.path.join(OUT, f"{postscript}.ttf")
    builder.save(path)
    print("wrote", os.path.normpath(path), os.path.getsize(path), "bytes")


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    build("Regular", 400, 600)
    build("Bold", 700, 1000)
