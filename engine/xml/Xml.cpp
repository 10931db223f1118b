#include "xml/Xml.hpp"

#include <cctype>
#include <cstdio>
#include <cstring>

#include "core/NumberText.hpp"
#include "core/Utf8.hpp"

namespace wl::xml {

Status XmlDocument::parse(std::string_view text, const std::string& source) {
  source_ = source;
  // tinyxml2 takes any bytes; names in another encoding would reach the model (and every message) as
  // garbage. Every model format WrenchLab reads is UTF-8, so a byte that is not is refused where it is.
  if (const std::size_t bad = invalidUtf8At(text); bad != std::string_view::npos) {
    char byte[8];
    std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned>(static_cast<unsigned char>(text[bad])));
    return Error{source + ":" + lineAndColumn(text, bad),
                 std::string("byte ") + byte + " is not UTF-8 text (the file is in another encoding, such as Windows-1252 or "
                                               "Latin-1): save it as UTF-8"};
  }
  const tinyxml2::XMLError status = doc_.Parse(text.data(), text.size());
  if (status != tinyxml2::XML_SUCCESS) {
    std::string what;
    switch (status) {
      case tinyxml2::XML_ERROR_EMPTY_DOCUMENT: what = "is empty (no XML element)"; break;
      case tinyxml2::XML_ERROR_MISMATCHED_ELEMENT: what = "XML is not well formed: an element is closed by a different tag"; break;
      case tinyxml2::XML_ELEMENT_DEPTH_EXCEEDED: what = "XML is nested too deeply"; break;
      case tinyxml2::XML_ERROR_PARSING_ATTRIBUTE: what = "XML is not well formed: a broken attribute"; break;
      case tinyxml2::XML_ERROR_PARSING_ELEMENT: what = "XML is not well formed: a broken or unclosed element"; break;
      default: what = std::string("XML is not well formed (") + tinyxml2::XMLDocument::ErrorIDToName(status) + ")"; break;
    }
    const int line = doc_.ErrorLineNum();
    return Error{line > 0 ? source + ":" + std::to_string(line) : source, what};
  }
  if (!doc_.RootElement()) return Error{source, "has no XML element"};
  return Status::success();
}

namespace {

struct Includes {
  const char* tag;
  const std::function<Result<std::string>(const std::string&)>* read;
  const std::string* source;
  std::vector<std::string> files;
};

// The first element of `e`'s subtree from which to go on after it (an include is replaced by what it
// brings, which is expanded in turn).
Status expand(tinyxml2::XMLElement* parent, Includes& in, int depth) {
  if (depth > 100) return elementError(*in.source, parent, "includes are nested too deeply");
  for (tinyxml2::XMLElement* e = parent->FirstChildElement(); e;) {
    if (std::strcmp(e->Name(), in.tag) != 0) {
      if (Status s = expand(e, in, depth + 1); !s) return s;
      e = e->NextSiblingElement();
      continue;
    }
    const char* file = e->Attribute("file");
    if (!file || !*file) return elementError(*in.source, e, "needs a file attribute");
    if (!e->NoChildren()) return elementError(*in.source, e, "an include cannot have children");
    for (const std::string& f : in.files)
      if (f == file) return elementError(*in.source, e, std::string("file \"") + file + "\" is included twice");
    if (in.files.size() >= 200) return elementError(*in.source, e, "more than 200 files are included");
    in.files.push_back(file);
    if (!*in.read) return elementError(*in.source, e, std::string("includes \"") + file + "\", which cannot be read here: open the model from its folder, or choose the files it includes together with it");
    auto text = (*in.read)(file);
    if (!text) return elementError(*in.source, e, std::string("includes \"") + file + "\": " + text.error().text());
    XmlDocument included;
    if (Status s = included.parse(*text, file); !s) return s;
    // The included root's children take the include's place, in order.
    tinyxml2::XMLNode* after = e;
    tinyxml2::XMLElement* firstNew = nullptr;
    for (const tinyxml2::XMLElement* c = included.root()->FirstChildElement(); c; c = c->NextSiblingElement()) {
      after = parent->InsertAfterChild(after, c->DeepClone(parent->GetDocument()));
      if (!firstNew) firstNew = after->ToElement();
    }
    tinyxml2::XMLElement* next = firstNew ? firstNew : e->NextSiblingElement();
    parent->DeleteChild(e);
    e = next;  // expanded in turn: an included file may include others
  }
  return Status::success();
}

}  // namespace

Status XmlDocument::expandIncludes(const char* tag, const std::function<Result<std::string>(const std::string&)>& read) {
  if (!doc_.RootElement()) return Status::success();
  Includes in{tag, &read, &source_, {}};
  return expand(doc_.RootElement(), in, 0);
}

Status XmlDocument::parse(std::string_view text, const std::string& source, const char* rootName, const char* documentKind) {
  if (Status s = parse(text, source); !s) return s;
  if (std::strcmp(root()->Name(), rootName) != 0)
    return elementError(source, root(), std::string("is not ") + documentKind + " (the root element must be <" + rootName + ">)");
  return Status::success();
}

std::string elementPath(const XmlElement* e) {
  std::vector<const XmlElement*> chain;
  for (const XmlElement* x = e; x; x = x->Parent() ? x->Parent()->ToElement() : nullptr) chain.push_back(x);
  std::string path;
  for (size_t i = chain.size(); i-- > 0;) {
    path += "/";
    const std::string tag = chain[i]->Name();
    path += tag;
    // Names pick out objects (Body[femur_r], TransformAxis[translation1]); the model and its sets
    // are one of a kind and stay bare, as OpenSim's own paths write them.
    const bool unique = tag == "Model" || (tag.size() > 3 && tag.compare(tag.size() - 3, 3, "Set") == 0);
    const char* name = chain[i]->Attribute("name");
    if (name && *name && !unique) path += std::string("[") + name + "]";
  }
  return path;
}

Error elementError(const std::string& source, const XmlElement* e, const std::string& message) {
  return Error{source + ": " + elementPath(e), message};
}

const XmlElement* child(const XmlElement* e, const char* tag) { return e ? e->FirstChildElement(tag) : nullptr; }

std::vector<const XmlElement*> children(const XmlElement* e, const char* tag) {
  std::vector<const XmlElement*> out;
  if (!e) return out;
  for (const XmlElement* c = e->FirstChildElement(tag); c; c = c->NextSiblingElement(tag)) out.push_back(c);
  return out;
}

std::string nameOf(const XmlElement* e) {
  const char* name = e ? e->Attribute("name") : nullptr;
  return name ? name : "";
}

std::string textOf(const XmlElement* e) {
  const char* t = e ? e->GetText() : nullptr;
  std::string s = t ? t : "";
  const size_t first = s.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  const size_t last = s.find_last_not_of(" \t\r\n");
  return s.substr(first, last - first + 1);
}

std::vector<std::string> wordsOf(const XmlElement* e) {
  std::vector<std::string> words;
  const std::string s = textOf(e);
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    size_t j = i;
    while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j]))) ++j;
    if (j > i) words.push_back(s.substr(i, j - i));
    i = j;
  }
  return words;
}

Result<std::vector<double>> numbersOf(const std::string& source, const XmlElement* e, int count) {
  std::vector<double> values;
  for (const std::string& w : wordsOf(e)) {
    double v = 0.0;
    const NumberText read = readPlainNumber(w, v);
    if (read == NumberText::OutOfRange) return elementError(source, e, "\"" + w + "\" is not a finite number");
    if (read != NumberText::Number) return elementError(source, e, "\"" + w + "\" is not a number");
    values.push_back(v);
  }
  if (count >= 0 && static_cast<int>(values.size()) != count)
    return elementError(source, e, "needs " + std::to_string(count) + " number" + (count == 1 ? "" : "s") + ", found " +
                                       std::to_string(values.size()));
  if (count < 0 && values.empty()) return elementError(source, e, "needs at least one number");
  return values;
}

Result<double> numberOf(const std::string& source, const XmlElement* e) {
  auto v = numbersOf(source, e, 1);
  if (!v) return v.error();
  return (*v)[0];
}

Result<Vec3> vec3Of(const std::string& source, const XmlElement* e) {
  auto v = numbersOf(source, e, 3);
  if (!v) return v.error();
  return Vec3((*v)[0], (*v)[1], (*v)[2]);
}

Result<double> childNumber(const std::string& source, const XmlElement* e, const char* tag, double fallback) {
  const XmlElement* c = child(e, tag);
  return c ? numberOf(source, c) : Result<double>(fallback);
}

Result<Vec3> childVec3(const std::string& source, const XmlElement* e, const char* tag, const Vec3& fallback) {
  const XmlElement* c = child(e, tag);
  return c ? vec3Of(source, c) : Result<Vec3>(fallback);
}

Result<bool> childBool(const std::string& source, const XmlElement* e, const char* tag, bool fallback) {
  const XmlElement* c = child(e, tag);
  if (!c) return fallback;
  std::string t = textOf(c);
  for (char& ch : t) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (t == "true" || t == "1") return true;
  if (t == "false" || t == "0") return false;
  return elementError(source, c, "must be true or false, got \"" + textOf(c) + "\"");
}

}  // namespace wl::xml
