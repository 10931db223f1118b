#include "io/mjcf/MjcfDefaults.hpp"

#include <cstring>

namespace wl::mjcf {

Status MjcfDefaults::addTopLevel(const std::string& source, const XmlElement* d) {
  const char* name = d->Attribute("class");
  return add(source, d, name ? name : "main", "", 0);
}

Status MjcfDefaults::add(const std::string& source, const XmlElement* d, const std::string& name, const std::string& parent,
                         int depth) {
  if (depth > 100) return osim::elementError(source, d, "default classes are nested too deeply");
  if (classes_.count(name)) return osim::elementError(source, d, "default class \"" + name + "\" is defined twice");
  ClassDef& def = classes_[name];
  def.parent = parent;
  for (const XmlElement* c = d->FirstChildElement(); c; c = c->NextSiblingElement()) {
    if (std::strcmp(c->Name(), "default") == 0) {
      const char* childName = c->Attribute("class");
      if (!childName || !*childName) return osim::elementError(source, c, "a nested <default> needs a class attribute");
      if (Status s = add(source, c, childName, name, depth + 1); !s) return s;
    } else {
      classes_[name].elements[c->Name()] = c;
    }
  }
  return Status::success();
}

Result<std::string> MjcfDefaults::classOf(const std::string& source, const XmlElement* e) const {
  std::string name = "main";
  const XmlElement* decided = nullptr;
  if (const char* own = e->Attribute("class")) {
    name = own;
    decided = e;
  } else {
    // A body's childclass applies to everything inside it, the body's own joints and geoms included.
    for (const XmlElement* x = e->Parent() ? e->Parent()->ToElement() : nullptr; x;
         x = x->Parent() ? x->Parent()->ToElement() : nullptr) {
      if (std::strcmp(x->Name(), "body") == 0 || std::strcmp(x->Name(), "worldbody") == 0) {
        if (const char* cc = x->Attribute("childclass")) {
          name = cc;
          decided = x;
          break;
        }
      }
    }
    if (std::strcmp(e->Name(), "body") == 0 && e->Attribute("childclass")) {
      name = e->Attribute("childclass");
      decided = e;
    }
  }
  if (decided && !classes_.count(name))
    return osim::elementError(source, decided, "default class \"" + name + "\" is not defined");
  return name;
}

const char* MjcfDefaults::attribute(const XmlElement* e, const std::string& className, const char* name) const {
  if (const char* v = e->Attribute(name)) return v;
  std::string cls = className;
  for (int guard = 0; guard < 200; ++guard) {
    auto it = classes_.find(cls);
    if (it == classes_.end()) return nullptr;
    auto el = it->second.elements.find(e->Name());
    if (el != it->second.elements.end())
      if (const char* v = el->second->Attribute(name)) return v;
    if (it->second.parent.empty()) return nullptr;
    cls = it->second.parent;
  }
  return nullptr;
}

}  // namespace wl::mjcf
