#!/usr/bin/env python3
"""Serves the built web app (build/web/dist) on localhost with the right MIME types (.wasm must be
application/wasm for streaming compilation). --port 0 picks a free port; the URL is printed."""
import argparse
import functools
import http.server
import sys

MIME = {
    ".wasm": "application/wasm",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".data": "application/octet-stream",
    ".json": "application/json",
    ".csv": "text/csv",
    ".mot": "text/plain",
    ".html": "text/html",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME}

    def end_headers(self):
        # Always revalidate, so a rebuilt app is never hidden behind a stale cache.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, fmt, *args):
        if self.server.verbose:
            super().log_message(fmt, *args)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000, help="port (0: any free port)")
    parser.add_argument("--root", default="build/web/dist", help="folder to serve")
    parser.add_argument("--bind", default="127.0.0.1", help="address (0.0.0.0 to share on a network)")
    parser.add_argument("--verbose", action="store_true", help="log every request")
    args = parser.parse_args()
    if not 0 <= args.port <= 65535:
        parser.error(f"--port must be 0..65535, got {args.port}")
    handler = functools.partial(Handler, directory=args.root)
    try:
        server = http.server.ThreadingHTTPServer((args.bind, args.port), handler)
    except OSError as error:
        print(f"serve: cannot listen on {args.bind}:{args.port}: {error}", file=sys.stderr)
        return 1
    server.verbose = args.verbose
    host = "localhost" if args.bind in ("127.0.0.1", "0.0.0.0") else args.bind
    print(f"WrenchLab: http://{host}:{server.server_address[1]}/", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
