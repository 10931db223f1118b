#pragma once
// Numbers in XML attributes (URDF and MJCF keep their values there, OpenSim in element text), refused
// with the file, the element path and the attribute when they are not what the format says:
// "arm.urdf: /robot[arm]/joint[elbow]/axis: xyz="0 0" needs 3 numbers, found 2".
// Internal to the robot importers (engine/io/urdf, engine/io/mjcf).
#include <string>
#include <vector>

#include "core/Result.hpp"
#include "core/Types.hpp"
#include "xml/Xml.hpp"

namespace wl::robotxml {

using xml::XmlElement;

/// `count` numbers (count < 0: one or more) from `value`, which the element's attribute `name` held.
Result<std::vector<double>> numbers(const std::string& source, const XmlElement* e, const char* name, const char* value,
                                    int count);
/// The attribute's numbers, or `fallback` when the attribute is absent.
Result<std::vector<double>> attributeNumbers(const std::string& source, const XmlElement* e, const char* name, int count,
                                             const std::vector<double>& fallback);
Result<double> attributeNumber(const std::string& source, const XmlElement* e, const char* name, double fallback);
Result<Vec3> attributeVec3(const std::string& source, const XmlElement* e, const char* name, const Vec3& fallback);

/// The error for attribute `name` of `e`: "<source>: <path>: name="…" <message>".
Error attributeError(const std::string& source, const XmlElement* e, const char* name, const std::string& message);

/// How many elements below `e` have this tag (every element when tag is nullptr).
int countDescendants(const XmlElement* e, const char* tag);

}  // namespace wl::robotxml
