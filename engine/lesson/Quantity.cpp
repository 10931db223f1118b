#include "lesson/Quantity.hpp"

#include <cmath>
#include <cstdio>

#include "algorithms/GeneralizedForces.hpp"
#include "algorithms/Kinematics.hpp"
#include "model/Units.hpp"
#include "lesson/Expression.hpp"
#include "session/ObserverSpec.hpp"

namespace wl {
namespace {

std::vector<std::string_view> splitDots(std::string_view s) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == '.') {
      parts.push_back(s.substr(start, i - start));
      start = i + 1;
    }
  return parts;
}

QuantityValue vec(const Vec3& v, const char* unit) { return {true, v, 0.0, unit}; }
QuantityValue num(double v, const char* unit) { return {false, Vec3::Zero(), v, unit}; }

constexpr std::string_view kExpressionPrefix = "expr:";

// The names an expression uses are quantities of the same segment, in the same axes.
class QuantityNames final : public ExpressionNames {
 public:
  QuantityNames(const Session& session, int segment, const QuantityAxes& axes) : session_(session), segment_(segment), axes_(axes) {}
  Result<double> value(std::string_view name) const override { return evaluateScalar(session_, segment_, name, axes_); }

 private:
  const Session& session_;
  int segment_;
  const QuantityAxes& axes_;
};

}  // namespace

Result<QuantityAxes> parseQuantityAxes(const Model& model, std::string_view text) {
  QuantityAxes axes;
  if (text.empty() || text == "observer") return axes;
  if (text == "own") {
    axes.kind = QuantityAxes::Kind::Own;
    return axes;
  }
  axes.frame = model.findFrame(std::string(text));
  if (axes.frame == kNoFrame) return Error{"expressed_in", "unknown frame \"" + std::string(text) + "\" (observer, own or a frame)"};
  axes.kind = QuantityAxes::Kind::Frame;
  return axes;
}

namespace {
// What a per-coordinate quantity lacks, with an example where the model has a coordinate to name (a model
// of fixed joints has none: a URDF of welded links).
std::string coordinateNeeded(const Model& model, const std::string& head) {
  if (model.coordinateNames().empty()) return "needs a coordinate, and the model has none (its joints are all fixed)";
  return "needs a coordinate, e.g. " + head + "." + model.coordinateNames().front();
}
}  // namespace

Result<QuantityValue> evaluateQuantity(const Session& session, int segment, std::string_view quantity, const QuantityAxes& axes) {
  const Model& model = session.model();
  const Data& data = session.data();
  const std::string name(quantity);
  if (quantity.substr(0, kExpressionPrefix.size()) == kExpressionPrefix) {
    const QuantityNames names(session, segment, axes);
    auto value = evaluateExpression(quantity.substr(kExpressionPrefix.size()), session.time(), &names);
    if (!value) return value.error();
    return num(*value, "");
  }
  auto parts = splitDots(quantity);
  if (parts.empty() || parts[0].empty()) return Error{name, "empty quantity"};
  const std::string head(parts[0]);

  // Per-coordinate and whole-chain quantities first.
  if (head == "tau" || head == "q" || head == "qd" || head == "qdd") {
    if (parts.size() != 2) return Error{name, coordinateNeeded(model, head)};
    const int k = model.findCoordinate(std::string(parts[1]));
    if (k < 0) return Error{name, "unknown coordinate \"" + std::string(parts[1]) + "\""};
    const State& s = session.state();
    if (head == "tau") return num(session.jointTorques()(k), coordinateUnit(model, k, CoordinateQuantity::GeneralizedForce));
    if (head == "q") return num(s.q(k), coordinateUnit(model, k, CoordinateQuantity::Position));
    if (head == "qd") return num(s.qd(k), coordinateUnit(model, k, CoordinateQuantity::Rate));
    return num(s.qdd(k), coordinateUnit(model, k, CoordinateQuantity::Acceleration));
  }
  if (head == "E" && parts.size() == 3) {
    // One load's part of E (E.knee_r.grf_r): the parts of all loads sum to E.
    const int k = model.findCoordinate(std::string(parts[1]));
    if (k < 0) return Error{name, "unknown coordinate \"" + std::string(parts[1]) + "\""};
    const int load = model.findLoad(std::string(parts[2]));
    if (load < 0) return Error{name, "unknown load \"" + std::string(parts[2]) + "\""};
    Data scratch(model);
    return num(loadGeneralizedForces(model, scratch, session.state(), load)(k),
               coordinateUnit(model, k, CoordinateQuantity::GeneralizedForce));
  }
  if (head == "Mqdd") {
    if (parts.size() != 2) return Error{name, coordinateNeeded(model, head)};
    const int k = model.findCoordinate(std::string(parts[1]));
    if (k < 0) return Error{name, "unknown coordinate \"" + std::string(parts[1]) + "\""};
    return num(data.Mqdd(k), coordinateUnit(model, k, CoordinateQuantity::GeneralizedForce));
  }
  if (head == "C" || head == "G" || head == "E" || head == "P" || head == "M") {
    // The generalized split τ = M q̈ + C + G + E + P (seed 002's signs; P balances the joints' springs and dampers).
    const size_t need = head == "M" ? 3 : 2;
    if (parts.size() != need) return Error{name, head == "M" ? "must be M.<row>.<column> (coordinate names)" : "needs a coordinate"};
    const int k = model.findCoordinate(std::string(parts[1]));
    if (k < 0) return Error{name, "unknown coordinate \"" + std::string(parts[1]) + "\""};
    if (head == "M") {
      const int c = model.findCoordinate(std::string(parts[2]));
      if (c < 0) return Error{name, "unknown coordinate \"" + std::string(parts[2]) + "\""};
      if (!session.massMatrixCurrent())
        return Error{name, "the mass matrix of a model with " + std::to_string(model.nq()) + " coordinates is computed on request only "
                               "(above " + std::to_string(kMassMatrixEveryMoveCoordinates) + ")"};
      return num(data.M(k, c), massMatrixUnit(model, k, c));
    }
    const VecX& v = head == "C" ? data.C : head == "G" ? data.G : head == "E" ? data.E : data.P;
    return num(v(k), coordinateUnit(model, k, CoordinateQuantity::GeneralizedForce));
  }
  if (head == "energy") {
    const Energy e = session.energy();
    const std::string which = parts.size() > 1 ? std::string(parts[1]) : "total";
    if (which == "kinetic") return num(e.kinetic, "J");
    if (which == "potential") return num(e.gravitational + e.elastic, "J");
    if (which == "total") return num(e.total(), "J");
    return Error{name, "energy.kinetic, energy.potential or energy.total"};
  }

  if (segment < 0 || segment >= model.segmentCount()) return Error{name, "needs a segment"};
  const SegmentTerms& terms = session.breakdown().segments[static_cast<size_t>(segment)];
  const FrameId frame = terms.observerFrame;
  const FrameState& A = data.frames[static_cast<size_t>(frame)];
  // The axes every vector is written in: those of the results (the table's), or the ones asked for.
  FrameId shownIn = terms[Term::Joint].frame;
  if (axes.kind == QuantityAxes::Kind::Frame) shownIn = axes.frame;
  if (axes.kind == QuantityAxes::Kind::Own) shownIn = model.segmentFrame(segment);
  if (shownIn < 0 || shownIn >= static_cast<FrameId>(data.frames.size())) return Error{name, "names axes this model does not have"};
  const FrameState& X = data.frames[static_cast<size_t>(shownIn)];
  const Mat3 R_XW = X.R_WF.transpose();
  const Mat3 R_XA = R_XW * A.R_WF;
  const PointMotion O = pointMotion(model, data, terms.attachment);
  const PointMotion& C = data.com[static_cast<size_t>(segment)];

  QuantityValue value;
  size_t next = 1;
  if (head == "term") {
    Term term;
    if (parts.size() < 3 || !termFromKey(std::string(parts[1]), term) || (parts[2] != "force" && parts[2] != "moment"))
      return Error{name, "must be term.<key>.force or term.<key>.moment (keys: joint, dynamic, dalembert, euler, "
                         "centrifugal, coriolis, gravity, external, distal)"};
    const Wrench w = terms[term].frame == shownIn ? terms[term] : terms[term].expressedIn(shownIn, data.frames);
    value = parts[2] == "force" ? vec(w.force, "N") : vec(w.moment, "N·m");
    next = 3;
  } else if (head == "mass") {
    value = num(model.segments()[static_cast<size_t>(segment)].inertia.mass, "kg");
  } else if (head == "omega") {
    value = vec(R_XW * A.omega_W, "rad/s");
  } else if (head == "alpha") {
    value = vec(R_XW * A.alpha_W, "rad/s²");
  } else if (head == "r" || head == "rdot" || head == "rddot") {
    // Derivatives taken in the observer frame {A} (seed 000), then written in the shown axes.
    const RelativeMotion rel = relativeMotionIn(A, C, O);
    value = head == "r" ? vec(R_XA * rel.r, "m") : head == "rdot" ? vec(R_XA * rel.rDot, "m/s") : vec(R_XA * rel.rDDot, "m/s²");
  } else if (head == "a_origin") {
    value = vec(R_XW * O.a, "m/s²");
  } else if (head == "gravity") {
    value = vec(R_XW * model.gravity_W(), "m/s²");
  } else if (head == "residual") {
    value = num(terms.residual.vector().cwiseAbs().maxCoeff(), "N");
  } else {
    return Error{name, "unknown quantity \"" + head + "\""};
  }
  if (next < parts.size()) {
    if (!value.isVector || next + 1 != parts.size()) return Error{name, "has an unexpected part after \"" + head + "\""};
    const std::string c(parts[next]);
    double s = 0.0;
    if (c == "x") s = value.vector.x();
    else if (c == "y") s = value.vector.y();
    else if (c == "z") s = value.vector.z();
    else if (c == "norm") s = value.vector.norm();
    else return Error{name, "component must be x, y, z or norm"};
    return num(s, value.unit.c_str());
  }
  return value;
}

Result<double> evaluateScalar(const Session& session, int segment, std::string_view quantity, const QuantityAxes& axes) {
  auto v = evaluateQuantity(session, segment, quantity, axes);
  if (!v) return v.error();
  if (v->isVector) return Error{std::string(quantity), "is a vector: add .x, .y, .z or .norm"};
  return v->scalar;
}

Result<double> evaluateAt(Session& session, const QuantityRef& ref) {
  auto observer = parseObserver(session.model(), ref.frame);
  if (!observer) return observer.error();
  auto about = parseAboutPoint(ref.about);
  if (!about) return about.error();
  ViewSettings view = session.view();
  view.observer = *observer;
  view.about = *about;
  if (Status s = parseExpressedIn(session.model(), ref.expressedIn, view); !s) return s.error();
  if (Status s = session.setView(view); !s) return s.error();
  if (ref.time < session.startTime() - 1e-12 || ref.time > session.endTime() + 1e-12)
    return Error{"time", "must be within the lesson's time line"};
  if (Status s = session.setTime(ref.time); !s) return s.error();
  // An entry of M (a large model computes M on request only); M q̈ needs no matrix.
  if (ref.quantity.find("M.") != std::string::npos) session.updateMassMatrix();
  int segment = -1;
  if (!ref.segment.empty()) {
    segment = session.model().findSegment(ref.segment);
    if (segment < 0) return Error{"segment", "unknown segment \"" + ref.segment + "\""};
  }
  return evaluateScalar(session, segment, ref.quantity);
}

constexpr std::string_view kMinus = "−";  // U+2212, the typographic minus the numbers are printed with

std::string formatNumber(double value, const NumberFormat& format) {
  if (std::abs(value) < 5e-13) value = 0.0;  // no "−0.000" from round-off
  char text[32];
  std::snprintf(text, sizeof text, "%.3g", value);
  std::string s = withDecimalSign(text, format);
  if (!s.empty() && s[0] == '-') s = std::string(kMinus) + s.substr(1);
  return s;
}

std::string formatVector(const Vec3& v, const NumberFormat& format) {
  const std::string separator = format.listSeparator();
  return "(" + formatNumber(v.x(), format) + separator + formatNumber(v.y(), format) + separator + formatNumber(v.z(), format) + ")";
}

namespace {

// A number written after a binary plus or minus ("… + {C.knee}") folds its own sign into the
// operator, so a sum reads "5 − 0.513", not "5 + −0.513", and "5 − −2" reads "5 + 2". The operator
// must stand between spaces; anything else (a leading sign, "(−{x})") is kept as written.
struct SignFold {
  std::string_view operatorText, becomes;
};
constexpr SignFold kSignFolds[] = {{" + ", " − "}, {" − ", " + "}, {" - ", " + "}};

void appendAfterOperator(std::string& out, const std::string& number) {
  if (number.compare(0, kMinus.size(), kMinus) == 0)
    for (const SignFold& f : kSignFolds) {
      const std::size_t n = f.operatorText.size();
      if (out.size() >= n && out.compare(out.size() - n, n, f.operatorText) == 0) {
        out.replace(out.size() - n, n, f.becomes);
        out.append(number, kMinus.size(), std::string::npos);
        return;
      }
    }
  out += number;
}

}  // namespace

Result<std::string> substituteFormula(const Session& session, int segment, std::string_view text, const QuantityAxes& axes,
                                      const NumberFormat& format) {
  std::string out;
  size_t i = 0;
  while (i < text.size()) {
    const size_t open = text.find('{', i);
    if (open == std::string_view::npos) {
      out.append(text.substr(i));
      break;
    }
    const size_t close = text.find('}', open);
    if (close == std::string_view::npos) return Error{"formula", "has an unclosed {"};
    out.append(text.substr(i, open - i));
    std::string_view name = text.substr(open + 1, close - open - 1);
    // "{tau.slide:unit}" prints the value with the unit the engine gives it (N for a slider, N·m for a hinge).
    constexpr std::string_view kWithUnit = ":unit";
    const bool withUnit = name.size() > kWithUnit.size() && name.substr(name.size() - kWithUnit.size()) == kWithUnit;
    if (withUnit) name.remove_suffix(kWithUnit.size());
    auto v = evaluateQuantity(session, segment, name, axes);
    if (!v) return v.error();
    if (v->isVector) out += formatVector(v->vector, format);
    else appendAfterOperator(out, formatNumber(v->scalar, format));
    if (withUnit && !v->unit.empty()) out += " " + v->unit;
    i = close + 1;
  }
  return out;
}

std::vector<std::string> quantityNames(const Model& model) {
  std::vector<std::string> names;
  const auto vector = [&](const std::string& base) {
    for (const char* c : {".x", ".y", ".z", ".norm"}) names.push_back(base + c);
  };
  for (Term t : kAllTerms) {
    vector(std::string("term.") + termKey(t) + ".force");
    vector(std::string("term.") + termKey(t) + ".moment");
  }
  names.push_back("mass");
  for (const char* v : {"omega", "alpha", "r", "rdot", "rddot", "a_origin", "gravity"}) vector(v);
  const auto& coordinates = model.coordinateNames();
  for (const char* head : {"tau", "q", "qd", "qdd", "Mqdd", "C", "G", "E"})
    for (const auto& c : coordinates) names.push_back(std::string(head) + "." + c);
  for (const auto& c : coordinates)
    for (const auto& load : model.loads()) names.push_back("E." + c + "." + load.name);
  for (const auto& row : coordinates)
    for (const auto& column : coordinates) names.push_back("M." + row + "." + column);
  for (const char* e : {"energy.kinetic", "energy.potential", "energy.total"}) names.push_back(e);
  names.push_back("residual");
  return names;
}

}  // namespace wl
