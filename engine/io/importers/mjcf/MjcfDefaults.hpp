#pragma once
// MJCF's default classes: <default class="…"> blocks nest, each holding attribute values for
// elements (<joint>, <geom>, …). An element takes an attribute from itself, else from its class
// (its own class attribute, else the childclass of the nearest enclosing body that has one, else the
// top-level class), else from that class's parent class, and so on up to the top-level class.
//
// As MuJoCo 2.2's reader: every top-level <default> is the one top-level class (so two of them merge,
// as after hand-merging an <include>), and a class attribute there renames it (the last one given wins;
// "main" when none is); within a class, a later <joint> (or <geom>, …) sets what it gives over an
// earlier one.
#include <map>
#include <string>
#include <vector>

#include "core/Result.hpp"
#include "xml/Xml.hpp"

namespace wl::mjcf {

using xml::XmlElement;

class MjcfDefaults {
 public:
  /// Registers a top-level <default> (the top-level class, renamed when it names one) and its nested classes.
  Status addTopLevel(const std::string& source, const XmlElement* defaultElement);
  /// The class an element of the world body tree uses; an error when it names an unknown class.
  Result<std::string> classOf(const std::string& source, const XmlElement* e) const;
  /// The attribute's value for element `e` of class `className` (nullptr when none is set).
  const char* attribute(const XmlElement* e, const std::string& className, const char* name) const;
  /// What class `className` (or a parent) sets for elements of this tag (a mesh's class's geom density).
  const char* classAttribute(const char* tag, const std::string& className, const char* name) const;
  int classCount() const { return static_cast<int>(classes_.size()) + (top_.seen ? 1 : 0); }
  /// The top-level class's name ("main" unless a top-level <default> renamed it).
  const std::string& topName() const { return topName_; }

 private:
  struct ClassDef {
    std::string parent;  // "" for the top-level class
    std::map<std::string, std::vector<const XmlElement*>> elements;  // by tag, in document order
    bool seen = false;
  };
  Status addChildren(const std::string& source, const XmlElement* d, ClassDef& into, const std::string& name, int depth);
  const ClassDef* find(const std::string& name) const;
  ClassDef top_;
  std::string topName_ = "main";
  std::map<std::string, ClassDef> classes_;  // the nested classes by name
};

}  // namespace wl::mjcf
