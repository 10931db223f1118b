#pragma once
// MJCF's default classes: <default class="…"> blocks nest, each holding attribute values for
// elements (<joint>, <geom>, …). An element takes an attribute from itself, else from its class
// (its own class attribute, else the childclass of the nearest enclosing body that has one, else
// "main"), else from that class's parent class, and so on up to "main".
#include <map>
#include <string>

#include "core/Result.hpp"
#include "io/opensim/Xml.hpp"

namespace wl::mjcf {

using osim::XmlElement;

class MjcfDefaults {
 public:
  /// Registers a top-level <default> (class "main" unless it names one) and its nested classes.
  Status addTopLevel(const std::string& source, const XmlElement* defaultElement);
  /// The class an element of the world body tree uses; an error when it names an unknown class.
  Result<std::string> classOf(const std::string& source, const XmlElement* e) const;
  /// The attribute's value for element `e` of class `className` (nullptr when none is set).
  const char* attribute(const XmlElement* e, const std::string& className, const char* name) const;
  int classCount() const { return static_cast<int>(classes_.size()); }

 private:
  struct ClassDef {
    std::string parent;  // "" for the root class
    std::map<std::string, const XmlElement*> elements;  // by tag
  };
  Status add(const std::string& source, const XmlElement* defaultElement, const std::string& name, const std::string& parent,
             int depth);
  std::map<std::string, ClassDef> classes_;
};

}  // namespace wl::mjcf
