#pragma once
// Reading XML documents (OpenSim's, URDF, MJCF, Collada, VTK PolyData) through tinyxml2 (Debian's
// source, compiled into the engine): element look-ups that remember where they are, so that every
// error names the file and the element path (/OpenSimDocument/Model/JointSet/objects/CustomJoint[knee_r]/…)
// and line. Internal to the engine's readers under io/importers; nothing above io/ includes it.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <tinyxml2.h>

#include "core/Result.hpp"
#include "core/Types.hpp"

namespace wl::xml {

using XmlElement = tinyxml2::XMLElement;

/// A parsed document (not copyable: parse into one that lives as long as its elements are used).
class XmlDocument {
 public:
  /// Refuses text that is not well formed, naming the line.
  Status parse(std::string_view text, const std::string& source);
  /// The same, and refuses a document whose root element is not <rootName>: "…: /robot: is not an MJCF
  /// document (the root element must be <mujoco>)", with `documentKind` = "an MJCF document".
  Status parse(std::string_view text, const std::string& source, const char* rootName, const char* documentKind);
  /// MJCF's <include file="…"/>, wherever it stands: replaced by the children of the included document's
  /// root (as MuJoCo's reader does), recursively; `read` gets the file attribute as written. A file
  /// included twice, an include with children, more than 200 included files or an included document
  /// that is not well formed are refused, naming the file.
  Status expandIncludes(const char* tag, const std::function<Result<std::string>(const std::string&)>& read);
  const XmlElement* root() const { return doc_.RootElement(); }
  const std::string& source() const { return source_; }

 private:
  tinyxml2::XMLDocument doc_;
  std::string source_;
};

/// "/OpenSimDocument/Model/BodySet/objects/Body[femur_r]/mass": tags from the root, each with its
/// name attribute in brackets when it has one (not the Model's nor a set's: there is one of each).
std::string elementPath(const XmlElement* e);
/// An error about element `e` in `source`: "subject01.osim: <path>: message".
Error elementError(const std::string& source, const XmlElement* e, const std::string& message);

/// First child with this tag, or nullptr.
const XmlElement* child(const XmlElement* e, const char* tag);
/// Children with this tag (all children when tag is nullptr), in document order.
std::vector<const XmlElement*> children(const XmlElement* e, const char* tag = nullptr);
/// The name attribute, or "".
std::string nameOf(const XmlElement* e);
/// The element's text, trimmed ("" when it has none).
std::string textOf(const XmlElement* e);
/// Whitespace-separated words of the element's text.
std::vector<std::string> wordsOf(const XmlElement* e);

/// Numbers in an element's text: exactly `count` of them (count < 0: any number, at least one);
/// refused with the element's path when a word is not a finite number or the count is wrong.
Result<std::vector<double>> numbersOf(const std::string& source, const XmlElement* e, int count);
Result<double> numberOf(const std::string& source, const XmlElement* e);
Result<Vec3> vec3Of(const std::string& source, const XmlElement* e);
/// A child's value with a default when the child is absent.
Result<double> childNumber(const std::string& source, const XmlElement* e, const char* tag, double fallback);
Result<Vec3> childVec3(const std::string& source, const XmlElement* e, const char* tag, const Vec3& fallback);
/// true/false (also 1/0); refused otherwise.
Result<bool> childBool(const std::string& source, const XmlElement* e, const char* tag, bool fallback);

}  // namespace wl::xml
