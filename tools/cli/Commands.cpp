#include "Commands.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <set>

#include "algorithms/GeneralizedForces.hpp"
#include "algorithms/LoopResidual.hpp"
#include "io/codecs/JsonText.hpp"
#include "lesson/LessonIndex.hpp"
#include "io/importers/opensim/InverseDynamicsTool.hpp"
#include "model/Units.hpp"
#include "report/SeriesCsv.hpp"
#include "report/TermsJson.hpp"
#include "lesson/LessonSession.hpp"
#include "lesson/LessonTranslation.hpp"
#include "lesson/Prediction.hpp"
#include "lesson/Quantity.hpp"
#include "session/ObserverSpec.hpp"
#include "core/NumberText.hpp"
#include "io/importers/mesh/MeshFile.hpp"
#include "io/importers/mesh/MeshLoading.hpp"
#include "io/importers/mesh/MeshMassProperties.hpp"

namespace wl::cli {
namespace fs = std::filesystem;

int fail(const Error& error) {
  std::cerr << "error: " << error.text() << "\n";
  return kExitBadInput;
}

namespace {

// Warnings go to standard error, so the numbers on standard output stay machine-readable.
void warn(const std::vector<std::string>& warnings) {
  for (const std::string& w : warnings) std::cerr << "warning: " << w << "\n";
}

Status parseView(const Model& model, const TermsOptions& o, ViewSettings& view) {
  auto observer = parseObserver(model, o.frame);
  if (!observer) return observer.error();
  auto about = parseAboutPoint(o.about);
  if (!about) return about.error();
  view.observer = *observer;
  view.about = *about;
  if (Status s = parseExpressedIn(model, o.express, view); !s) return Error{"express", s.error().message};
  return Status::success();
}

bool selected(const std::vector<std::string>& filter, const std::string& name) {
  return filter.empty() || std::find(filter.begin(), filter.end(), name) != filter.end();
}

Status checkFilters(const Model& model, const TermsOptions& o) {
  for (const std::string& s : o.segments)
    if (model.findSegment(s) < 0) return Error{"segment", "unknown segment \"" + s + "\""};
  for (const std::string& t : o.terms) {
    Term term;
    if (!termFromKey(t, term)) return Error{"term", "unknown term \"" + t + "\" (joint, dynamic, dalembert, euler, centrifugal, coriolis, gravity, external, distal)"};
  }
  return Status::success();
}

void printTable(const Session& session, const TermsOptions& o) {
  const Model& model = session.model();
  const TermBreakdown& b = session.breakdown();
  std::cout << "t = " << session.time() << " s   observer: " << observerName(model, session.view().observer)
            << "   moments about: " << toString(session.view().about) << " joint\n";
  char line[256];
  for (const SegmentTerms& s : b.segments) {
    const std::string& name = model.segments()[static_cast<size_t>(s.segment)].name;
    if (!selected(o.segments, name)) continue;
    std::cout << "\n" << name << "  (frame " << model.frames()[static_cast<size_t>(s[Term::Joint].frame)].name << ")\n";
    std::snprintf(line, sizeof line, "  %-12s %11s %11s %11s   %11s %11s %11s\n", "term", "Fx [N]", "Fy [N]", "Fz [N]",
                  "Mx [N·m]", "My [N·m]", "Mz [N·m]");
    std::cout << line;
    for (Term t : kAllTerms) {
      if (!selected(o.terms, termKey(t))) continue;
      const Wrench& w = s[t];
      // "+ 0.0" turns −0 (a fictitious term that vanishes, negated) into 0: the table reads 0, not -0.
      std::snprintf(line, sizeof line, "  %-12s %11.5g %11.5g %11.5g   %11.5g %11.5g %11.5g\n", termKey(t), w.force.x() + 0.0,
                    w.force.y() + 0.0, w.force.z() + 0.0, w.moment.x() + 0.0, w.moment.y() + 0.0, w.moment.z() + 0.0);
      std::cout << line;
    }
    std::snprintf(line, sizeof line, "  %-12s %11.3g (largest component of the balance)\n", "residual",
                  s.residual.vector().cwiseAbs().maxCoeff());
    std::cout << line;
  }
  std::cout << "\njoint torques:";
  for (size_t k = 0; k < model.coordinateNames().size(); ++k)
    std::cout << "  " << model.coordinateNames()[k] << " = " << session.jointTorques()(static_cast<Eigen::Index>(k));
  if (model.hasPassiveJoints()) {
    // The joints' own springs and dampers act in no segment's terms; τ balances them too.
    std::cout << "\nof which P (balances the joints' springs and dampers):";
    for (size_t k = 0; k < model.coordinateNames().size(); ++k)
      std::cout << "  " << model.coordinateNames()[k] << " = " << session.data().P(static_cast<Eigen::Index>(k));
  }
  std::cout << "\njoint wrench, observer vs inertial frame: " << session.jointWrenchDiscrepancy() << " (round-off)\n";
}

// The selected segments' selected terms, force and moment, x y z: the columns of `terms --format csv`,
// written by the same CSV writer as the app's "Export CSV" (report/SeriesCsv.hpp), units in the header.
std::vector<SeriesRequest> csvColumns(const Session& session, const TermsOptions& o) {
  const Model& model = session.model();
  return termComponentColumns(model, [&](int segment, Term t) {
    return selected(o.segments, model.segments()[static_cast<size_t>(segment)].name) && selected(o.terms, termKey(t));
  });
}

nlohmann::json filteredSample(const Session& session, const TermsOptions& o) {
  nlohmann::json sample = termsSampleJson(session);
  nlohmann::json segments = nlohmann::json::array();
  for (auto& seg : sample["segments"]) {
    if (!selected(o.segments, seg["name"].get<std::string>())) continue;
    nlohmann::json terms = nlohmann::json::object();
    for (auto it = seg["terms"].begin(); it != seg["terms"].end(); ++it)
      if (selected(o.terms, it.key())) terms[it.key()] = it.value();
    seg["terms"] = terms;
    segments.push_back(seg);
  }
  sample["segments"] = segments;
  return sample;
}

}  // namespace

int listCommand(const std::string& contentDir) {
  auto ids = readLessonIndex(contentDir);
  if (!ids) return fail(ids.error());
  std::cout << "Lessons (wrenchlab-cli terms <id>):\n";
  for (const std::string& id : *ids) {
    const fs::path path = fs::path(contentDir) / "lessons" / (id + ".json");
    std::string title;
    auto json = parseJsonFile(path.string());
    if (json && json->is_object() && json->contains("title") && (*json)["title"].is_string())
      title = (*json)["title"].get<std::string>();
    std::cout << "  " << std::left << std::setw(24) << id << " " << title << "\n";
  }
  std::cout << "Models:\n";
  std::error_code ec;
  std::vector<std::string> models;
  if (fs::is_directory(fs::path(contentDir) / "models", ec))
    for (const auto& entry : fs::directory_iterator(fs::path(contentDir) / "models"))
      if (entry.path().extension() == ".json") models.push_back(entry.path().stem().string());
  std::sort(models.begin(), models.end());
  for (const std::string& m : models) std::cout << "  " << m << "\n";
  return kExitOk;
}

int describeCommand(const std::string& source, const OpenOptions& open) {
  auto opened = openSource(source, open);
  if (!opened) return fail(opened.error());
  const Model& model = opened->session.model();
  std::cout << opened->kind << ": " << opened->title << "  (" << opened->path << ")\n";
  if (!opened->session.file().description.empty()) std::cout << opened->session.file().description << "\n";
  std::cout << "gravity: (" << model.gravity_W().transpose() << ") m/s²\n";
  std::cout << "time: " << opened->session.startTime() << " to " << opened->session.endTime() << " s"
            << (opened->session.isForwardDynamics() ? " (forward dynamics)" : " (prescribed motion)") << "\n";
  std::cout << "segments:\n";
  for (const Segment& s : model.segments()) {
    std::cout << "  " << std::left << std::setw(14) << s.name << " parent "
              << std::setw(12) << (s.parent < 0 ? std::string("base") : model.segments()[static_cast<size_t>(s.parent)].name)
              << " joint " << s.joint.name << " (" << toString(s.joint.type) << ")  mass " << s.inertia.mass
              << " kg  length " << s.length << " m\n";
  }
  std::cout << "coordinates:";
  for (const std::string& c : model.coordinateNames()) std::cout << " " << c;
  std::cout << "\n";
  if (!opened->ignoredSummary.empty()) {
    // Imported models (OpenSim, URDF, MJCF): what each coordinate is, and what the import left out.
    for (int k = 0; k < model.nq(); ++k) {
      const CoordinateDef& c = model.coordinates()[static_cast<size_t>(k)];
      std::cout << "  " << std::left << std::setw(22) << c.name << " " << std::setw(13) << toString(c.motion)
                << " default " << c.defaultValue;
      if (const CoordinateCoupling* coupling = model.couplingOf(k))
        std::cout << "  follows " << coupling->leaderName << " (" << coupling->source << " " << coupling->name << ")";
      if (std::isfinite(c.rangeMin) || std::isfinite(c.rangeMax)) std::cout << "  range [" << c.rangeMin << ", " << c.rangeMax << "]";
      if (c.locked) std::cout << "  locked";
      if (c.armature > 0.0) std::cout << "  armature " << c.armature;
      if (c.damping > 0.0) std::cout << "  damping " << c.damping;
      if (c.stiffness > 0.0) std::cout << "  stiffness " << c.stiffness << " (spring relaxed at " << c.springRef << ")";
      std::cout << "\n";
    }
    if (!model.loops().empty()) {
      // The gap each loop leaves at the time shown, so that a user sees what leaving it open costs.
      const std::vector<LoopResidual> gaps = loopResiduals(model, opened->session.data());
      std::cout << "loops left open (gap at t = " << opened->session.time() << " s):\n";
      for (size_t k = 0; k < model.loops().size(); ++k) {
        const LoopConstraint& l = model.loops()[k];
        std::cout << "  " << std::left << std::setw(22) << l.name << " " << l.source << ": gap " << gaps[k].gap << " m";
        if (l.kind == LoopKind::Weld) std::cout << ", " << gaps[k].angle * 180.0 / kPi << "°";
        std::cout << "\n";
      }
    }
    std::cout << opened->ignoredSummary << "\n";
    // Mass from meshes (as MuJoCo takes it), and the meshes a front end would draw, read here as it would.
    if (!opened->massFromMeshes.empty()) {
      std::cout << "mass from meshes (MuJoCo 2.2.2's mesh inertia, density 1000 kg/m³ unless given):\n";
      for (const std::string& m : opened->massFromMeshes) std::cout << "  " << m << "\n";
    }
    if (!opened->meshes.empty()) {
      const BodyMeshes meshes = loadMeshes(opened->meshes, opened->readModelFile);
      std::size_t triangles = 0, fileTriangles = 0;
      std::vector<int> segments;
      for (const SegmentMesh& m : meshes.meshes) {
        triangles += m.mesh_S.triangleCount();
        fileTriangles += m.fileTriangles;
        if (std::find(segments.begin(), segments.end(), m.segment) == segments.end()) segments.push_back(m.segment);
      }
      std::cout << "meshes: " << meshes.meshes.size() << " of " << opened->meshes.size() << " read, on " << segments.size()
                << " segments, " << triangles << " triangles to draw";
      if (fileTriangles > triangles) std::cout << " (" << fileTriangles << " in the files)";
      std::cout << "\n";
      for (const std::string& n : meshes.notes) std::cout << "note: " << n << "\n";
    }
    for (const std::string& f : opened->unmodelledForces) std::cout << "note: force " << f << " is not modelled (OpenSim's inverse dynamics would apply it)\n";
    for (const std::string& n : opened->notes) std::cout << "note: " << n << "\n";
  }
  std::cout << "frames: world, own, parent";
  for (size_t i = 1; i < model.frames().size(); ++i) std::cout << ", " << model.frames()[i].name;
  std::cout << "\nloads:";
  if (model.loads().empty()) std::cout << " none";
  for (const Load& l : model.loads()) std::cout << " " << l.name << " (" << toString(l.type) << ")";
  std::cout << "\npoints:";
  for (const ModelPoint& p : model.points()) std::cout << " " << p.name;
  std::cout << "\n";
  return kExitOk;
}

int meshCommand(const std::string& path) {
  auto bytes = readTextFile(path);
  if (!bytes) return fail(bytes.error());
  auto mesh = readMeshFile(*bytes, path);
  if (!mesh) return fail(mesh.error());
  const auto [low, high] = mesh->bounds();
  std::cout << "mesh: " << path << "\n" << mesh->vertexCount() << " vertices, " << mesh->triangleCount() << " triangles\n";
  std::cout << "box: (" << low.transpose() << ") to (" << high.transpose() << ") m\n";
  const bool obj = meshFormatOf(path) == MeshFormat::Obj;
  MeshMassOptions legacy, exact;
  legacy.firstGroupOnly = exact.firstGroupOnly = obj;
  exact.exactMeshInertia = true;
  auto asMujoco = mujocoMeshMassProperties(*mesh, legacy, path);
  auto asSolid = mujocoMeshMassProperties(*mesh, exact, path);
  if (!asMujoco || !asSolid) {
    std::cout << "no mass: " << (asMujoco ? asSolid : asMujoco).error().message << "\n";
    return kExitOk;
  }
  std::cout << "as MuJoCo 2.2.2 takes its mass (density 1000 kg/m³): " << formatShortest(1000.0 * asMujoco->volume) << " kg (its inertia box), "
            << formatShortest(1000.0 * asSolid->volume) << " kg with exactmeshinertia\n";
  std::cout << "volume " << formatShortest(asSolid->volume) << " m³, centre (" << asSolid->com.transpose() << ") m\n";
  return kExitOk;
}

namespace {

// The instants a command was asked for: --time, or --from/--to with --samples (or every --step
// seconds), each inside the session's time line.
Result<std::vector<double>> requestedTimes(const Session& session, double time, bool haveRange, double from, double to,
                                           int samples, double step = 0.0) {
  std::vector<double> times;
  if (haveRange) {
    if (!(to >= from)) return Error{"to", "must be ≥ --from"};
    if (step > 0) {
      const double count = std::floor((to - from) / step + 1e-9);
      if (count > 100000) return Error{"step", "gives more than 100000 samples"};
      for (int i = 0; i <= static_cast<int>(count); ++i) times.push_back(from + i * step);
    } else {
      for (int i = 0; i < samples; ++i) times.push_back(samples == 1 ? from : from + (to - from) * i / (samples - 1));
    }
  } else {
    times.push_back(time);
  }
  for (double t : times)
    if (t < session.startTime() - 1e-12 || t > session.endTime() + 1e-12)
      return Error{"time", "must be within " + formatShortest(session.startTime()) + " .. " + formatShortest(session.endTime()) + " s"};
  return times;
}

}  // namespace

int termsCommand(const std::string& source, const OpenOptions& open, const TermsOptions& o) {
  auto opened = openSource(source, open);
  if (!opened) return fail(opened.error());
  Session& session = opened->session;
  if (Status s = checkFilters(session.model(), o); !s) return fail(s.error());
  ViewSettings view;
  if (Status s = parseView(session.model(), o, view); !s) return fail(s.error());
  if (Status s = session.setView(view); !s) return fail(s.error());

  auto requested = requestedTimes(session, o.time, o.haveRange, o.from, o.to, o.samples, o.step);
  if (!requested) return fail(requested.error());
  const std::vector<double>& times = *requested;

  if (o.format == "csv") {
    // Sampled on the sampler's own workspace, in the session's view, at the requested times.
    const std::vector<SeriesRequest> columns = csvColumns(session, o);
    SeriesSampler sampler;
    Series series;
    const Status sampled = sampler.sampleAt(session, times, columns, series);
    writeSeriesCsv(std::cout, session.model(), columns, series);
    warn(series.warnings);
    if (!sampled) return fail(sampled.error());
    return kExitOk;
  }
  nlohmann::json all = termsHeaderJson(session);
  for (size_t i = 0; i < times.size(); ++i) {
    if (Status s = session.setTime(times[i]); !s) return fail(s.error());
    if (o.format == "table") {
      if (i) std::cout << "\n";
      printTable(session, o);
    } else {
      all["samples"].push_back(filteredSample(session, o));
    }
  }
  if (o.format == "json") std::cout << all.dump(2) << "\n";
  warn(session.warnings());
  return kExitOk;
}

namespace {

// One row of the τ split: per coordinate τ, M q̈, C, G, E, P and each load's part of E.
struct SplitRow {
  VecX tau, Mqdd, C, G, E, P;
  std::vector<VecX> perLoad;
};

SplitRow splitAt(Session& session, Data& scratch) {
  const Data& d = session.data();
  SplitRow row{session.jointTorques(), d.Mqdd, d.C, d.G, d.E, d.P, {}};
  for (int k = 0; k < static_cast<int>(session.model().loads().size()); ++k)
    row.perLoad.push_back(loadGeneralizedForces(session.model(), scratch, session.state(), k));
  return row;
}

void printSplitCsv(const Session& session, const std::vector<double>& times, const std::vector<SplitRow>& rows) {
  const Model& model = session.model();
  std::cout << "time [s]";
  for (int k = 0; k < model.nq(); ++k) {
    const std::string c = model.coordinateNames()[static_cast<size_t>(k)];
    const std::string unit = std::string(" [") + coordinateUnit(model, k, CoordinateQuantity::GeneralizedForce) + "]";
    for (const char* part : {"tau", "Mqdd", "C", "G", "E"}) std::cout << "," << c << "." << part << unit;
    if (model.hasPassiveJoints()) std::cout << "," << c << ".P" << unit;
    for (const Load& l : model.loads()) std::cout << "," << c << ".E." << l.name << unit;
  }
  std::cout << "\n" << std::setprecision(12);
  for (size_t i = 0; i < times.size(); ++i) {
    std::cout << times[i];
    const SplitRow& r = rows[i];
    for (int k = 0; k < model.nq(); ++k) {
      for (const VecX* v : {&r.tau, &r.Mqdd, &r.C, &r.G, &r.E}) std::cout << "," << (*v)(k) + 0.0;
      if (model.hasPassiveJoints()) std::cout << "," << r.P(k) + 0.0;
      for (const VecX& e : r.perLoad) std::cout << "," << e(k) + 0.0;
    }
    std::cout << "\n";
  }
}

}  // namespace

int matricesCommand(const std::string& source, const OpenOptions& open, const MatricesOptions& o) {
  auto opened = openSource(source, open);
  if (!opened) return fail(opened.error());
  Session& session = opened->session;
  auto requested = requestedTimes(session, o.time, o.haveRange, o.from, o.to, o.samples);
  if (!requested) return fail(requested.error());
  const std::vector<double>& times = *requested;
  if (o.format == "csv") {
    Data scratch(session.model());
    std::vector<SplitRow> rows;
    for (double t : times) {
      if (Status s = session.setTime(t); !s) return fail(s.error());
      rows.push_back(splitAt(session, scratch));
    }
    printSplitCsv(session, times, rows);
    warn(session.warnings());
    return kExitOk;
  }
  if (times.size() > 1) return fail(Error{"format", "a time range needs --format csv (one row per sample)"});
  if (Status s = session.setTime(times[0]); !s) return fail(s.error());
  warn(session.warnings());
  session.updateMassMatrix();  // a large model's M is computed on request only
  const nlohmann::json j = matricesToJson(session);
  if (o.format == "json") {
    std::cout << j.dump(2) << "\n";
    return kExitOk;
  }
  const Data& d = session.data();
  const Model& model = session.model();
  const auto& names = model.coordinateNames();
  const bool passive = model.hasPassiveJoints();  // a column P only where the joints have springs or dampers
  std::cout << "t = " << session.time() << " s     τ = M q̈ + C + G + E" << (passive ? " + P" : "") << "\n\n";
  // Columns as wide as the longest coordinate name needs (imported models have long ones).
  size_t longest = 10;
  for (const auto& n : names) longest = std::max(longest, n.size());
  const int label = static_cast<int>(longest) + 4;  // "M[" name "]" and a space
  const int width = std::max(12, static_cast<int>(longest) + 1);
  char cell[64];
  auto number = [&](double v) {
    std::snprintf(cell, sizeof cell, "%-*.5g", width, v + 0.0);  // "+ 0.0": no "-0"
    std::cout << cell;
  };
  std::cout << std::left << std::setw(label) << "";
  for (const auto& n : names) std::cout << std::setw(width) << n;
  std::cout << "\n";
  for (Eigen::Index r = 0; r < d.M.rows(); ++r) {
    std::cout << std::setw(label) << ("M[" + names[static_cast<size_t>(r)] + "]");
    std::string units;
    for (Eigen::Index c = 0; c < d.M.cols(); ++c) {
      number(d.M(r, c));
      units += std::string(c ? ", " : "") + massMatrixUnit(model, static_cast<int>(r), static_cast<int>(c));
    }
    std::cout << "[" << units << "]\n";
  }
  // The headers q̇, q̈, M q̈ and τ carry multi-byte characters, which setw counts as bytes.
  std::cout << "\n" << std::setw(label) << "coordinate" << std::setw(width) << "q" << std::setw(width + 2) << "q̇"
            << std::setw(width + 2) << "q̈" << std::setw(width + 2) << "M q̈" << std::setw(width) << "C" << std::setw(width)
            << "G" << std::setw(width) << "E";
  if (passive) std::cout << std::setw(width) << "P";
  std::cout << std::setw(width + 1) << "τ" << "units (q, q̇, q̈; generalized forces)\n";
  const VecX& Mqdd = d.Mqdd;
  for (size_t k = 0; k < names.size(); ++k) {
    const auto i = static_cast<Eigen::Index>(k);
    std::cout << std::setw(label) << names[k];
    for (double v : {session.state().q(i), session.state().qd(i), session.state().qdd(i), Mqdd(i), d.C(i), d.G(i), d.E(i)}) number(v);
    if (passive) number(d.P(i));
    number(session.jointTorques()(i));
    const int c = static_cast<int>(k);
    std::cout << coordinateUnit(model, c, CoordinateQuantity::Position) << ", "
              << coordinateUnit(model, c, CoordinateQuantity::Rate) << ", "
              << coordinateUnit(model, c, CoordinateQuantity::Acceleration) << "; "
              << coordinateUnit(model, c, CoordinateQuantity::GeneralizedForce) << "\n";
  }
  if (model.loads().size() > 1) {
    // E load by load (they sum to E).
    Data scratch(model);
    std::cout << "\nE by load:\n" << std::setw(label) << "coordinate";
    for (const Load& l : model.loads()) std::cout << std::setw(width) << l.name;
    std::cout << "\n";
    std::vector<VecX> parts;
    for (int k = 0; k < static_cast<int>(model.loads().size()); ++k)
      parts.push_back(loadGeneralizedForces(model, scratch, session.state(), k));
    for (size_t k = 0; k < names.size(); ++k) {
      std::cout << std::setw(label) << names[k];
      for (const VecX& e : parts) number(e(static_cast<Eigen::Index>(k)));
      std::cout << "\n";
    }
  }
  return kExitOk;
}

int inverseDynamicsCommand(const InverseDynamicsOptions& o) {
  std::error_code ec;
  if (!fs::is_regular_file(o.setup, ec)) return fail(Error{"--setup", "\"" + o.setup + "\" is not a file"});
  auto setupText = readTextFile(o.setup);
  if (!setupText) return fail(setupText.error());
  auto setup = parseInverseDynamicsSetup(*setupText, o.setup);
  if (!setup) return fail(setup.error());
  auto trial = openOpenSimSetup(o.setup, readFileFromDisk);
  if (!trial) return fail(trial.error());
  for (const std::string& f : trial->unmodelledForces) {
    bool excluded = false;
    for (const std::string& x : setup->forcesToExclude) excluded = excluded || x == "All" || x == "all" || f.find("[" + x + "]") != std::string::npos;
    if (!excluded) std::cerr << "note: force " << f << " is not modelled (OpenSim's inverse dynamics would apply it)\n";
  }
  for (const std::string& n : trial->notes) std::cerr << "note: " << n << "\n";
  const InverseDynamicsTable table = runInverseDynamics(trial->file.model, trial->file.motion, trial->frameTimes);
  const std::string text = inverseDynamicsStorage(table);
  std::string output = o.output;
  if (output.empty()) {
    // Where OpenSim writes it: results_directory/output_gen_force_file, relative to the setup.
    const std::string dir = resolvePath(o.setup, setup->resultsDirectory.empty() ? "." : setup->resultsDirectory);
    fs::create_directories(dir, ec);
    output = dir + "/" + (setup->outputFile.empty() ? std::string("inverse_dynamics.sto") : setup->outputFile);
  }
  if (output == "-") {
    std::cout << text;
  } else {
    std::ofstream file(output);
    if (!file || !(file << text)) return fail(Error{"output", "cannot write \"" + output + "\""});
    std::cerr << "wrote " << table.time.size() << " frames × " << table.labels.size() << " generalized forces to " << output << "\n";
  }
  return kExitOk;
}

int simulateCommand(const std::string& source, OpenOptions open, const SimulateOptions& o) {
  // Numbers go into the model as JSON, which writes the shortest text that reads back as the same double:
  // --dt 1e-7 reaches the model as 1e-07, never rounded to a fixed number of decimals.
  if (!o.integrator.empty()) open.settings.push_back("simulation.integrator=" + nlohmann::json(o.integrator).dump());
  if (o.dt > 0) open.settings.push_back("simulation.dt=" + nlohmann::json(o.dt).dump());
  if (o.duration > 0) open.settings.push_back("simulation.duration=" + nlohmann::json(o.duration).dump());
  open.forwardDynamics = true;
  auto opened = openSource(source, open);
  if (!opened) return fail(opened.error());
  Session& session = opened->session;
  if (!session.isForwardDynamics())
    return fail(Error{"source", "\"" + source + "\" prescribes its motion; simulate needs a forward-dynamics model"});
  std::vector<SeriesRequest> requests;
  for (int k = 0; k < session.model().nq(); ++k)
    for (auto kind : {SeriesRequest::Kind::Coordinate, SeriesRequest::Kind::Rate, SeriesRequest::Kind::JointTorque}) {
      SeriesRequest r;
      r.kind = kind;
      r.coordinate = k;
      requests.push_back(r);
    }
  for (auto kind : {SeriesRequest::Kind::KineticEnergy, SeriesRequest::Kind::PotentialEnergy, SeriesRequest::Kind::TotalEnergy}) {
    SeriesRequest r;
    r.kind = kind;
    requests.push_back(r);
  }
  Series series;
  SeriesSampler sampler;
  const Status status = sampler.sample(session, session.startTime(), session.endTime(), o.samples, requests, series);
  warn(series.warnings);

  std::ofstream file;
  if (o.output != "-") {
    file.open(o.output);
    if (!file) return fail(Error{"output", "cannot write \"" + o.output + "\""});
  }
  std::ostream& out = o.output == "-" ? std::cout : file;
  const size_t n = static_cast<size_t>(session.model().nq());
  if (o.format == "json") {
    // {"integrator", "coordinates", "samples": [{"t", "q", "qd", "tau", "energy": {...}}]}
    nlohmann::json j;
    j["integrator"] = toString(session.file().simulation.integrator);
    j["dt"] = session.file().simulation.dt;
    j["coordinates"] = session.model().coordinateNames();
    j["samples"] = nlohmann::json::array();
    for (size_t i = 0; i < series.time.size(); ++i) {
      if (!std::isfinite(series.values[0][i])) break;
      nlohmann::json q = nlohmann::json::array(), qd = nlohmann::json::array(), tau = nlohmann::json::array();
      for (size_t k = 0; k < n; ++k) {
        q.push_back(series.values[3 * k][i]);
        qd.push_back(series.values[3 * k + 1][i]);
        tau.push_back(series.values[3 * k + 2][i]);
      }
      j["samples"].push_back({{"t", series.time[i]}, {"q", q}, {"qd", qd}, {"tau", tau},
                              {"energy", {{"kinetic", series.values[3 * n][i]}, {"potential", series.values[3 * n + 1][i]},
                                          {"total", series.values[3 * n + 2][i]}}}});
    }
    if (!status) j["error"] = status.error().text();
    out << j.dump(2) << "\n";
  } else {
    writeSeriesCsv(out, session.model(), requests, series);
  }
  if (!status) {
    std::cerr << "error: " << status.error().text() << "\n";
    return kExitFailure;
  }
  return kExitOk;
}

int checkCommand(const std::string& source, const OpenOptions& open) {
  Result<Lesson> lesson = Error{"", ""};
  if (open.linkedLesson) {
    lesson = *open.linkedLesson;
  } else {
    auto path = resolveSource(source, open.contentDir);
    if (!path) return fail(path.error());
    lesson = loadLessonFile(*path);
  }
  if (!lesson) return fail(lesson.error());
  auto session = openLessonSession(*lesson);
  if (!session) return fail(session.error());
  int failed = 0;
  if (Status s = validateLesson(*lesson, *session, false); !s) {
    std::cout << "FAIL lesson: " << s.error().text() << "\n";
    ++failed;
  }
  for (const LessonExercise& e : lesson->exercises) {
    auto asked = openLessonSession(*lesson, e.step);
    if (!asked) return fail(asked.error());
    auto answer = computeAnswer(*asked, e);
    if (!answer) {
      std::cout << "FAIL exercise " << e.id << ": " << answer.error().text() << "\n";
      ++failed;
      continue;
    }
    std::cout << "exercise " << e.id << ": " << answer->correct << "  (" << e.ask.quantity << " = " << answer->value << ")\n";
  }
  // Each predict step's hidden arrows as the app reveals them: the direction a student's is compared with.
  for (size_t i = 0; i < lesson->steps.size(); ++i) {
    const LessonStep& step = lesson->steps[i];
    if (!step.predict.active()) continue;
    auto stepped = openLessonSession(*lesson, static_cast<int>(i));
    if (!stepped) return fail(stepped.error());
    for (const std::string& key : step.predict.terms) {
      Term term;
      if (!termFromKey(key, term)) continue;  // the loader refused unknown keys already
      auto truth = predictionTruth(*stepped, step, term);
      if (!truth) {
        std::cout << "FAIL predict step " << i + 1 << " (" << key << "): " << truth.error().text() << "\n";
        ++failed;
        continue;
      }
      std::cout << "predict step " << i + 1 << " (" << key << "): " << formatVector(truth->force_A) << " N in " << step.frame
                << " axes, " << formatNumber(truth->angleDeg) << "° in its " << toString(step.predict.plane) << " plane\n";
    }
  }
  const std::vector<Status> checked = runLessonChecks(*lesson);
  for (size_t i = 0; i < checked.size(); ++i) {
    const LessonCheck& c = lesson->checks[i];
    const Status& s = checked[i];
    if (s) std::cout << "PASS " << c.statement << "\n";
    else std::cout << "FAIL " << s.error().text() << "\n";
    failed += s ? 0 : 1;
  }
  // What a student would still read in English, per language the lesson has or the app speaks (not a
  // failure: each missing text is shown in English; docs/lesson-format.md, "Translations").
  std::set<std::string> languages{"de", "pt-BR"};
  for (const auto& [tag, texts] : lesson->translations) languages.insert(tag);
  for (const std::string& language : languages) {
    const std::vector<std::string> missing = missingTranslations(*lesson, language);
    std::cout << "translation " << language << ": ";
    if (missing.empty()) std::cout << "complete\n";
    else {
      std::cout << missing.size() << " texts still in English:";
      for (const std::string& m : missing) std::cout << " " << m;
      std::cout << "\n";
    }
  }
  std::cout << lesson->checks.size() << " checks, " << lesson->exercises.size() << " exercises, " << failed << " failed\n";
  return failed == 0 ? kExitOk : kExitFailure;
}

int quantityCommand(const std::string& source, const OpenOptions& open, const QuantityOptions& o) {
  auto opened = openSource(source, open);
  if (!opened) return fail(opened.error());
  QuantityRef ref;
  ref.quantity = o.quantity;
  ref.segment = o.segment;
  ref.frame = o.frame;
  ref.expressedIn = o.express;
  ref.about = o.about;
  const int n = o.haveRange ? std::max(o.samples, 1) : 1;
  for (int k = 0; k < n; ++k) {
    ref.time = o.haveRange ? (n == 1 ? o.from : o.from + (o.to - o.from) * k / (n - 1)) : o.time;
    auto value = evaluateAt(opened->session, ref);
    if (!value) return fail(value.error());
    std::cout << std::setprecision(10) << ref.time << "\t" << *value << "\n";
  }
  return kExitOk;
}

}  // namespace wl::cli

namespace wl::cli {

int shareCommand(const std::vector<std::string>& sources, const std::string& asFile, const std::string& contentDir) {
  // A lesson or model (.json or an id) travels as a lesson; a robot's or a trial's files as files.
  std::error_code ec;
  const bool files = sources.size() > 1 || (std::filesystem::is_regular_file(sources.front(), ec) &&
                                            std::filesystem::path(sources.front()).extension() != ".json");
  if (!files && !asFile.empty()) return fail(Error{"--as-file", "writes a robot's or a trial's files; a lesson file is one file already"});
  auto fragment = files ? shareFiles(sources, asFile) : shareFragment(sources.front(), contentDir);
  if (!fragment) return fail(fragment.error());
  std::cout << *fragment << "\n";
  return kExitOk;
}

}  // namespace wl::cli
