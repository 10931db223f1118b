#include "io/importers/opensim/OsimFunction.hpp"

#include <cstring>
#include <memory>

#include "numerics/SplineFits.hpp"
#include "core/NumberText.hpp"

namespace wl::osim {

using namespace xml;  // the element look-ups (xml/Xml.hpp)

Result<JointFunction> functionOf(const std::string& source, const XmlElement* f, const XmlElement* owner) {
  const std::string type = f->Name();
  if (type == "Constant") {
    auto v = childNumber(source, f, "value", 0.0);
    if (!v) return v.error();
    return JointFunction::constant(*v);
  }
  if (type == "LinearFunction") {
    // SimTK's Linear: coefficients [slope, intercept].
    const XmlElement* c = child(f, "coefficients");
    if (!c) return JointFunction::linear(1.0, 0.0);
    auto v = numbersOf(source, c, 2);
    if (!v) return v.error();
    return JointFunction::linear((*v)[0], (*v)[1]);
  }
  if (type == "PolynomialFunction") {
    // SimTK's Polynomial: coefficients in order of decreasing powers.
    const XmlElement* c = child(f, "coefficients");
    if (!c) return elementError(source, f, "needs <coefficients>");
    auto v = numbersOf(source, c, -1);
    if (!v) return v.error();
    return JointFunction::polynomial(std::vector<double>(v->rbegin(), v->rend()));
  }
  // OpenSim 2's name for the natural cubic spline is natCubicSpline; the same function as NaturalCubicSpline.
  if (type == "SimmSpline" || type == "NaturalCubicSpline" || type == "natCubicSpline" || type == "PiecewiseLinearFunction") {
    const XmlElement* xe = child(f, "x");
    const XmlElement* ye = child(f, "y");
    if (!xe || !ye) return elementError(source, f, "needs <x> and <y>");
    auto x = numbersOf(source, xe, -1);
    if (!x) return x.error();
    auto y = numbersOf(source, ye, static_cast<int>(x->size()));
    if (!y) return elementError(source, ye, "needs as many values as <x> (" + std::to_string(x->size()) + ")");
    if (x->size() < 2) return elementError(source, xe, "a spline needs at least 2 points");
    for (size_t i = 1; i < x->size(); ++i)
      if (!((*x)[i] > (*x)[i - 1]))
        return elementError(source, xe, "x must increase: point " + std::to_string(i + 1) + " (" + formatShortest((*x)[i]) +
                                            ") does not follow " + formatShortest((*x)[i - 1]));
    // OpenSim's PiecewiseLinearFunction: straight between the points, the end slopes continued beyond them.
    auto spline = type == "PiecewiseLinearFunction" ? fitPiecewiseLinear(*x, *y) : fitFmmCubicSpline(*x, *y);
    if (!spline) return elementError(source, f, spline.error().text());
    return JointFunction::ofSpline(std::make_shared<const PiecewisePolynomial>(std::move(*spline)));
  }
  if (type == "MultiplierFunction") {
    auto scale = childNumber(source, f, "scale", 1.0);
    if (!scale) return scale.error();
    const XmlElement* wrapper = child(f, "function");
    const XmlElement* inner = wrapper ? wrapper->FirstChildElement() : nullptr;
    if (!inner) return elementError(source, f, "needs a <function>");
    auto g = functionOf(source, inner, owner);
    if (!g) return g.error();
    g->scale *= *scale;
    return *g;
  }
  return elementError(source, owner, "function \"" + type + "\" is not supported");
}

Result<JointFunction> transformAxisFunction(const std::string& source, const XmlElement* axis, bool hasCoordinate,
                                           std::string& className) {
  const XmlElement* f = nullptr;
  if (const XmlElement* wrapper = child(axis, "function")) {
    f = wrapper->FirstChildElement();  // 3.x: <function><LinearFunction>…</LinearFunction></function>
  } else {
    for (const XmlElement* c : children(axis))
      if (std::strcmp(c->Name(), "coordinates") != 0 && std::strcmp(c->Name(), "axis") != 0) {
        f = c;  // 4.x: <LinearFunction name="function">…
        break;
      }
  }
  className = f ? f->Name() : "";
  if (!f) return hasCoordinate ? JointFunction::linear(1.0, 0.0) : JointFunction::constant(0.0);
  return functionOf(source, f, axis);
}

}  // namespace wl::osim
