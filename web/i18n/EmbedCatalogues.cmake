# Writes a C++ file holding each language's table of the app's texts (web/i18n/<tag>.json) as a raw
# string, so the browser and the desktop carry them without reading files (run at build time).
set(body "// Generated from web/i18n/*.json by web/i18n/EmbedCatalogues.cmake: do not edit.\n#include \"app/text/Catalogue.hpp\"\n\nnamespace wl::web {\n\nstd::string_view embeddedCatalogueJson(Language language) {\n  switch (language) {\n")
foreach(pair "German;de" "PortugueseBrazil;pt-BR")
  list(GET pair 0 enumerator)
  list(GET pair 1 tag)
  file(READ "${I18N_DIR}/${tag}.json" text)
  string(APPEND body "    case Language::${enumerator}:\n      return R\"WLJSON(${text})WLJSON\";\n")
endforeach()
string(APPEND body "    case Language::English: break;\n  }\n  return {};\n}\n\n}  // namespace wl::web\n")
file(WRITE "${OUTPUT}.tmp" "${body}")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
