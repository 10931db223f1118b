#include "io/importers/mjcf/MjcfDefaults.hpp"

#include <cstring>

namespace wl::mjcf {

Status MjcfDefaults::addTopLevel(const std::string& source, const XmlElement* d) {
  const char* name = d->Attribute("class");
  topName_ = name && *name ? name : "main";  // MuJoCo 2.2 renames class 0 to what each top-level default says
  top_.seen = true;
  return addChildren(source, d, top_, "", 0);
}

Status MjcfDefaults::addChildren(const std::string& source, const XmlElement* d, ClassDef& into, const std::string& name, int depth) {
  if (depth > 100) return xml::elementError(source, d, "default classes are nested too deeply");
  for (const XmlElement* c = d->FirstChildElement(); c; c = c->NextSiblingElement()) {
    if (std::strcmp(c->Name(), "default") != 0) {
      into.elements[c->Name()].push_back(c);
      continue;
    }
    const char* childName = c->Attribute("class");
    if (!childName || !*childName) return xml::elementError(source, c, "a nested <default> needs a class attribute");
    if (classes_.count(childName)) return xml::elementError(source, c, std::string("default class \"") + childName + "\" is defined twice");
    ClassDef& def = classes_[childName];
    def.parent = name;
    def.seen = true;
    if (Status s = addChildren(source, c, def, childName, depth + 1); !s) return s;
  }
  return Status::success();
}

const MjcfDefaults::ClassDef* MjcfDefaults::find(const std::string& name) const {
  if (name.empty()) return &top_;
  auto it = classes_.find(name);
  if (it != classes_.end()) return &it->second;
  return name == topName_ ? &top_ : nullptr;
}

Result<std::string> MjcfDefaults::classOf(const std::string& source, const XmlElement* e) const {
  std::string name;  // "": the top-level class
  const XmlElement* decided = nullptr;
  const char* attribute = nullptr;
  if (const char* own = e->Attribute("class")) {
    name = own;
    decided = e;
    attribute = "class";
  } else {
    // A body's childclass applies to everything inside it, the body's own joints and geoms included.
    for (const XmlElement* x = e->Parent() ? e->Parent()->ToElement() : nullptr; x;
         x = x->Parent() ? x->Parent()->ToElement() : nullptr) {
      if (std::strcmp(x->Name(), "body") == 0 || std::strcmp(x->Name(), "worldbody") == 0) {
        if (const char* cc = x->Attribute("childclass")) {
          name = cc;
          decided = x;
          attribute = "childclass";
          break;
        }
      }
    }
    if (std::strcmp(e->Name(), "body") == 0 && e->Attribute("childclass")) {
      name = e->Attribute("childclass");
      decided = e;
      attribute = "childclass";
    }
  }
  if (decided && !find(name))
    return xml::elementError(source, decided, std::string(attribute) + "=\"" + name + "\": default class \"" + name + "\" is not defined" +
                                                   (name == "main" && topName_ != "main" ? " (the top-level <default> renamed it \"" + topName_ + "\")" : ""));
  return name == topName_ ? std::string() : name;
}

const char* MjcfDefaults::attribute(const XmlElement* e, const std::string& className, const char* name) const {
  if (const char* v = e->Attribute(name)) return v;
  return classAttribute(e->Name(), className, name);
}

const char* MjcfDefaults::classAttribute(const char* tag, const std::string& className, const char* name) const {
  const ClassDef* cls = find(className);
  for (int guard = 0; cls && guard < 200; ++guard) {
    auto el = cls->elements.find(tag);
    if (el != cls->elements.end())
      for (auto it = el->second.rbegin(); it != el->second.rend(); ++it)  // the last one that sets it
        if (const char* v = (*it)->Attribute(name)) return v;
    if (cls == &top_) return nullptr;
    cls = find(cls->parent);
  }
  return nullptr;
}

}  // namespace wl::mjcf
