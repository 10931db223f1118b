#include "io/importers/opensim/ExternalLoads.hpp"

#include <cstring>
#include <memory>

#include "xml/Xml.hpp"
#include "numerics/SplineFits.hpp"

namespace wl {
namespace {

using xml::child;
using xml::children;
using xml::elementError;
using xml::nameOf;
using xml::textOf;
using xml::XmlElement;

bool validName(const std::string& name) {
  if (name.empty() || name.size() > 64) return false;
  for (char ch : name)
    if (!(std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '-')) return false;
  return true;
}

// OpenSim's Storage::getDataForIdentifier: the columns whose label starts with the identifier (the first
// of a label the file repeats).
std::vector<int> columnsFor(const StorageTable& data, const std::string& identifier) {
  std::vector<int> found;
  for (size_t c = 0; c < data.labels.size(); ++c)
    if (data.labels[c].compare(0, identifier.size(), identifier) == 0 && data.column(data.labels[c]) == static_cast<int>(c))
      found.push_back(static_cast<int>(c));
  return found;
}

Result<TimeFunction> splineOf(const StorageTable& data, int column) {
  const std::vector<double>& y = data.columns[static_cast<size_t>(column)];
  if (data.time.size() == 1) return TimeFunction::constant(y[0]);
  auto fit = data.time.size() < 4 ? fitPiecewiseLinear(data.time, y) : fitNaturalSpline(data.time, y, 2);
  if (!fit) return fit.error();
  return TimeFunction::piecewise(std::make_shared<const PiecewisePolynomial>(std::move(*fit)));
}

// The three columns an identifier names (x, y, z in file order), as splines.
Result<VectorFunction> vectorOf(const ExternalLoadsSpec& loads, const ExternalForceSpec& f, const char* field,
                                const std::string& identifier, const StorageTable& data, const std::string& dataSource) {
  const std::vector<int> columns = columnsFor(data, identifier);
  if (columns.size() != 3) {
    std::string found;
    for (int c : columns) found += (found.empty() ? "" : ", ") + data.labels[static_cast<size_t>(c)];
    return Error{loads.source + ": " + f.path + "/" + field,
                 "\"" + identifier + "\" must name 3 columns (x, y, z) of " + dataSource + "; found " + std::to_string(columns.size()) +
                     (found.empty() ? "" : " (" + found + ")")};
  }
  VectorFunction v;
  TimeFunction* parts[3] = {&v.x, &v.y, &v.z};
  for (int k = 0; k < 3; ++k) {
    auto s = splineOf(data, columns[static_cast<size_t>(k)]);
    if (!s) return Error{dataSource + ": " + data.labels[static_cast<size_t>(columns[static_cast<size_t>(k)])], s.error().text()};
    *parts[k] = std::move(*s);
  }
  return v;
}

}  // namespace

Result<ExternalLoadsSpec> parseExternalLoads(std::string_view text, const std::string& source) {
  xml::XmlDocument doc;
  if (Status s = doc.parse(text, source); !s) return s.error();
  const XmlElement* root = doc.root();
  const XmlElement* loads = std::strcmp(root->Name(), "ExternalLoads") == 0 ? root : child(root, "ExternalLoads");
  if (!loads) return elementError(source, root, "has no <ExternalLoads>");
  ExternalLoadsSpec spec;
  spec.source = source;
  spec.name = nameOf(loads);
  spec.dataFile = textOf(child(loads, "datafile"));
  for (const XmlElement* e : children(child(loads, "objects"))) {
    if (std::strcmp(e->Name(), "ExternalForce") != 0)
      return elementError(source, e, std::string("\"") + e->Name() + "\" is not supported in ExternalLoads (only ExternalForce)");
    ExternalForceSpec f;
    f.name = nameOf(e);
    f.path = xml::elementPath(e);
    if (!validName(f.name)) return elementError(source, e, "name \"" + f.name + "\" must be 1-64 characters of letters, digits, '_' or '-'");
    for (const ExternalForceSpec& other : spec.forces)
      if (other.name == f.name) return elementError(source, e, "\"" + f.name + "\" is used by two ExternalForces");
    auto disabled = xml::childBool(source, e, "isDisabled", false);
    if (!disabled) return disabled.error();
    auto enabled = xml::childBool(source, e, "appliesForce", true);  // OpenSim 4's name for the same switch
    if (!enabled) return enabled.error();
    if (*disabled || !*enabled) {
      spec.notes.push_back("ExternalForce " + f.name + " is disabled: left out");
      continue;
    }
    f.appliedToBody = textOf(child(e, "applied_to_body"));
    if (f.appliedToBody.empty()) return elementError(source, e, "needs <applied_to_body>");
    f.forceExpressedIn = textOf(child(e, "force_expressed_in_body"));
    f.pointExpressedIn = textOf(child(e, "point_expressed_in_body"));
    if (f.forceExpressedIn.empty()) f.forceExpressedIn = "ground";
    if (f.pointExpressedIn.empty()) f.pointExpressedIn = "ground";
    f.forceIdentifier = textOf(child(e, "force_identifier"));
    f.pointIdentifier = textOf(child(e, "point_identifier"));
    f.torqueIdentifier = textOf(child(e, "torque_identifier"));
    if (f.forceIdentifier.empty() && f.torqueIdentifier.empty())
      return elementError(source, e, "names neither a force nor a torque (force_identifier, torque_identifier)");
    if (f.forceIdentifier.empty() && !f.pointIdentifier.empty())
      return elementError(source, child(e, "point_identifier"), "a point needs a force to apply");
    spec.forces.push_back(f);
  }
  return spec;
}

Status addExternalLoads(OsimModel& model, const ExternalLoadsSpec& loads, const StorageTable& data, const std::string& dataSource) {
  for (const ExternalForceSpec& f : loads.forces) {
    auto body = [&](const std::string& name, const char* field) -> Result<const OsimBody*> {
      const OsimBody* b = model.findBody(name);
      if (!b) return Error{loads.source + ": " + f.path + "/" + field, "body \"" + name + "\" is not in the model " + model.source};
      return b;
    };
    auto applied = body(f.appliedToBody, "applied_to_body");
    if (!applied) return applied.error();
    if ((*applied)->segment < 0) return Error{loads.source + ": " + f.path + "/applied_to_body", "a load on ground moves nothing"};
    auto forceBody = body(f.forceExpressedIn, "force_expressed_in_body");
    if (!forceBody) return forceBody.error();
    auto pointBody = body(f.pointExpressedIn, "point_expressed_in_body");
    if (!pointBody) return pointBody.error();
    Load load;
    load.name = f.name;
    load.type = LoadType::ExternalForce;
    load.segment = (*applied)->segment;
    load.frame = (*forceBody)->frame;
    if (!f.forceIdentifier.empty()) {
      auto v = vectorOf(loads, f, "force_identifier", f.forceIdentifier, data, dataSource);
      if (!v) return v.error();
      load.force = std::move(*v);
    }
    if (!f.pointIdentifier.empty()) {
      auto v = vectorOf(loads, f, "point_identifier", f.pointIdentifier, data, dataSource);
      if (!v) return v.error();
      load.pointInFrame = std::move(*v);
      load.pointFrame = (*pointBody)->frame;
    } else {
      load.pointFrame = (*applied)->frame;  // no point: the body's origin
    }
    if (!f.torqueIdentifier.empty()) {
      auto v = vectorOf(loads, f, "torque_identifier", f.torqueIdentifier, data, dataSource);
      if (!v) return v.error();
      load.moment = std::move(*v);
    }
    model.builder.addLoad(std::move(load));
  }
  return Status::success();
}

}  // namespace wl
