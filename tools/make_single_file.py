"""Writes one self-contained HTML file (works from file://): the shell page with its script and the
single-file app (wasm and content embedded) inlined. The page's CSP then has to allow inline script."""
import sys

index, shell, app, out = sys.argv[1:5]
html = open(index, encoding="utf-8").read()
shell_js = open(shell, encoding="utf-8").read()
app_js = open(app, encoding="utf-8").read()
# The embedded wasm is fetched from a data: URL, and the scripts are inline.
html = html.replace("script-src 'self' 'wasm-unsafe-eval'", "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'")
html = html.replace("connect-src 'self'", "connect-src 'self' data:")
html = html.replace('<script src="shell.js"></script>', "<script>\n" + shell_js + "\n</script>")
html = html.replace('<script src="app.js" async></script>', "<script>\n" + app_js.replace("</script", "<\\/script") + "\n</script>")
open(out, "w", encoding="utf-8").write(html)
print(f"wrote {out} ({len(html) / 1048576:.1f} MB)")
