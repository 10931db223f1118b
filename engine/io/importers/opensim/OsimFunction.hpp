#pragma once
// OpenSim's function elements (a TransformAxis's function) as a JointFunction. Internal to
// engine/io/opensim.
#include <string>

#include "core/Result.hpp"
#include "xml/Xml.hpp"
#include "model/JointFunction.hpp"

namespace wl::osim {

/// The function of a TransformAxis: its child <function> (OpenSim 3.x) or its function-class child
/// (4.x). `axis` names the TransformAxis in errors. A TransformAxis without a function follows
/// OpenSim's default: s = q when it names a coordinate, 0 otherwise.
/// `className` receives the function's element name ("LinearFunction", …; "" when absent).
Result<JointFunction> transformAxisFunction(const std::string& source, const xml::XmlElement* axis, bool hasCoordinate,
                                           std::string& className);

/// One function element: Constant, LinearFunction, PolynomialFunction, SimmSpline, NaturalCubicSpline
/// (OpenSim 2's natCubicSpline), PiecewiseLinearFunction or MultiplierFunction (of any of these).
/// Others are refused, naming `owner`.
Result<JointFunction> functionOf(const std::string& source, const xml::XmlElement* function, const xml::XmlElement* owner);

}  // namespace wl::osim
