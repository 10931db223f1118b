#include "io/importers/robot/XmlAttributes.hpp"

#include <cctype>
#include <cstring>

#include "core/NumberText.hpp"

namespace wl::robotxml {

Error attributeError(const std::string& source, const XmlElement* e, const char* name, const std::string& message) {
  const char* value = e->Attribute(name);
  std::string shown = value ? value : "";
  if (shown.size() > 40) shown = shown.substr(0, 40) + "…";
  return xml::elementError(source, e, std::string(name) + "=\"" + shown + "\" " + message);
}

Result<std::vector<double>> numbers(const std::string& source, const XmlElement* e, const char* name, const char* value,
                                    int count) {
  std::vector<double> out;
  const char* s = value;
  while (*s) {
    while (*s && std::isspace(static_cast<unsigned char>(*s))) ++s;
    if (!*s) break;
    const char* start = s;
    while (*s && !std::isspace(static_cast<unsigned char>(*s))) ++s;
    const std::string word(start, s);
    double v = 0.0;
    const NumberText read = readPlainNumber(word, v);
    if (read == NumberText::OutOfRange) return attributeError(source, e, name, "holds \"" + word + "\", which is not a finite number");
    if (read != NumberText::Number) return attributeError(source, e, name, "holds \"" + word + "\", which is not a number");
    out.push_back(v);
    if (out.size() > 64) return attributeError(source, e, name, "holds too many numbers");
  }
  if (count >= 0 && static_cast<int>(out.size()) != count)
    return attributeError(source, e, name, "needs " + std::to_string(count) + " number" + (count == 1 ? "" : "s") + ", found " +
                                               std::to_string(out.size()));
  if (count < 0 && out.empty()) return attributeError(source, e, name, "needs at least one number");
  return out;
}

Result<std::vector<double>> attributeNumbers(const std::string& source, const XmlElement* e, const char* name, int count,
                                             const std::vector<double>& fallback) {
  const char* value = e->Attribute(name);
  if (!value) return fallback;
  return numbers(source, e, name, value, count);
}

Result<double> attributeNumber(const std::string& source, const XmlElement* e, const char* name, double fallback) {
  auto v = attributeNumbers(source, e, name, 1, {fallback});
  if (!v) return v.error();
  return (*v)[0];
}

Result<Vec3> attributeVec3(const std::string& source, const XmlElement* e, const char* name, const Vec3& fallback) {
  auto v = attributeNumbers(source, e, name, 3, {fallback.x(), fallback.y(), fallback.z()});
  if (!v) return v.error();
  return Vec3((*v)[0], (*v)[1], (*v)[2]);
}

int countDescendants(const XmlElement* e, const char* tag) {
  int n = 0;
  for (const XmlElement* c = e->FirstChildElement(); c; c = c->NextSiblingElement()) {
    if (!tag || std::strcmp(c->Name(), tag) == 0) ++n;
    n += countDescendants(c, tag);
  }
  return n;
}

}  // namespace wl::robotxml
