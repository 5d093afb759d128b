"""Draw the add-in's ribbon and store icons (PNG, Fluent brand blue with a white check). Run once; output is committed.

../.venv/bin/python scripts/make_icons.py
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

OUT = Path(__file__).resolve().parent.parent / "taskpane" / "public" / "assets"
BRAND = (15, 108, 189, 255)  # Fluent colorBrandBackground #0f6cbd
WHITE = (255, 255, 255, 255)


def icon(size: int) -> Image.Image:
    scale = 8  # draw large, then downsample for smooth edges
    big = size * scale
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((0, 0, big - 1, big - 1), radius=big // 5, fill=BRAND)
    width = max(big // 9, scale * 2)
    points = [(big * 0.24, big * 0.52), (big * 0.43, big * 0.71), (big * 0.77, big * 0.30)]
    draw.line(points, fill=WHITE, width=width, joint="curve")
    for x, y in (points[0], points[2]):
        r = width / 2
        draw.ellipse((x - r, y - r, x + r, y + r), fill=WHITE)
    return image.resize((size, size), Image.Resampling.LANCZOS)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for size in (16, 32, 64, 80, 128):
        icon(size).save(OUT / f"icon-{size}.png", optimize=True)


if __name__ == "__main__":
    main()
