#!/usr/bin/env python3
"""Writes FILE.gz and FILE.br beside each of the built page's files (build/web/dist), for static hosts
that send a precompressed file when the browser accepts it (nginx's gzip_static and brotli_static,
see docs/deploy.md): the wasm is sent as ~0.5 MB of brotli instead of 1.6 MB, without compressing it
again for each of a lecture hall's 300 requests.

  tools/precompress.py DIST FILE...   compress DIST/FILE for each FILE (only when FILE is newer)

gzip at level 9 with no name or time stamp in the header (the same input gives the same bytes);
brotli at quality 11 with Debian's brotli command. Compressed files larger than the original are
still written: a host then sends whichever the browser accepts, and the test checks every variant.
"""
import gzip
import os
import shutil
import subprocess
import sys


def up_to_date(source, target):
    return os.path.exists(target) and os.path.getmtime(target) >= os.path.getmtime(source)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    dist, names = sys.argv[1], sys.argv[2:]
    brotli = shutil.which("brotli")
    if not brotli:
        sys.exit("precompress: the brotli command is missing (Debian package 'brotli'; ./wrenchlab setup installs it)")
    for name in names:
        source = os.path.join(dist, name)
        if not os.path.isfile(source):
            sys.exit(f"precompress: {source} does not exist")
        data = open(source, "rb").read()
        if not up_to_date(source, source + ".gz"):
            with open(source + ".gz", "wb") as out:
                # GzipFile with mtime=0 and no file name: reproducible bytes.
                with gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=out, mtime=0) as z:
                    z.write(data)
        if not up_to_date(source, source + ".br"):
            subprocess.run([brotli, "--quality=11", "--force", "--output=" + source + ".br", source], check=True)


if __name__ == "__main__":
    main()
