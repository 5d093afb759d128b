#!/usr/bin/env bash
# Debian packages the product and its tests use, installed only when missing:
# tesseract (OCR of scanned pages) and Chromium (the add-in's browser tests; never a tool's own download). Redis and OpenSearch have their own scripts.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=infra/lib.sh
. "$HERE/lib.sh"

missing=()
command -v tesseract >/dev/null 2>&1 || missing+=(tesseract-ocr tesseract-ocr-eng)
if command -v tesseract >/dev/null 2>&1 && ! tesseract --list-langs 2>/dev/null | grep -qx eng; then
  missing+=(tesseract-ocr-eng)
fi
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ "${#missing[@]}" -gt 0 ]; then
  apt_install "${missing[@]}"
fi
