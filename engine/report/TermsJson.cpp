#include "report/TermsJson.hpp"

#include "algorithms/TermBreakdown.hpp"
#include "session/ObserverSpec.hpp"

namespace wl {
namespace {

nlohmann::json vec(const Vec3& v) { return nlohmann::json::array({v.x(), v.y(), v.z()}); }

nlohmann::json vec(const VecX& v) {
  nlohmann::json out = nlohmann::json::array();
  for (Eigen::Index i = 0; i < v.size(); ++i) out.push_back(v(i));
  return out;
}

}  // namespace

nlohmann::json termsSampleJson(const Session& session) {
  const Model& model = session.model();
  const TermBreakdown& b = session.breakdown();
  const char* aboutSuffix = session.view().about == AboutPoint::Com ? ".com"
                            : session.view().about == AboutPoint::Distal ? ".distal" : ".proximal";
  nlohmann::json sample;
  sample["t"] = session.time();
  nlohmann::json segments = nlohmann::json::array();
  for (const SegmentTerms& s : b.segments) {
    const Segment& segment = model.segments()[static_cast<size_t>(s.segment)];
    nlohmann::json seg;
    seg["name"] = segment.name;
    seg["joint"] = segment.joint.name;
    seg["observer_frame"] = model.frames()[static_cast<size_t>(s.observerFrame)].name;
    const std::string about = segment.name + aboutSuffix;
    nlohmann::json terms;
    for (Term t : kAllTerms) {
      const Wrench& w = s[t];
      terms[termKey(t)] = {{"force", vec(w.force)}, {"moment", vec(w.moment)}, {"about", about},
                           {"frame", model.frames()[static_cast<size_t>(w.frame)].name}};
    }
    seg["terms"] = terms;
    nlohmann::json residual = nlohmann::json::array();
    for (int k = 0; k < 6; ++k) residual.push_back(s.residual.vector()(k));
    seg["residual"] = residual;
    segments.push_back(seg);
  }
  sample["segments"] = segments;
  nlohmann::json tau;
  for (size_t k = 0; k < model.coordinateNames().size(); ++k)
    tau[model.coordinateNames()[k]] = session.jointTorques()(static_cast<Eigen::Index>(k));
  sample["tau"] = tau;
  if (model.hasPassiveJoints()) {
    // The part of τ that balances the joints' own springs and dampers: in no segment's terms.
    nlohmann::json passive;
    for (size_t k = 0; k < model.coordinateNames().size(); ++k)
      passive[model.coordinateNames()[k]] = session.data().P(static_cast<Eigen::Index>(k));
    sample["passive"] = passive;
  }
  sample["joint_wrench_discrepancy"] = session.jointWrenchDiscrepancy();
  if (!session.simulationError().empty()) sample["simulation_error"] = session.simulationError();
  return sample;
}

nlohmann::json termsHeaderJson(const Session& session) {
  const Model& model = session.model();
  const ViewSettings& view = session.view();
  nlohmann::json out;
  out["observer"] = observerName(model, view.observer);
  out["expressed_in"] = expressedInName(model, view);
  out["about"] = toString(view.about);
  out["samples"] = nlohmann::json::array();
  return out;
}

nlohmann::json termsToJson(const Session& session) {
  nlohmann::json out = termsHeaderJson(session);
  out["samples"].push_back(termsSampleJson(session));
  return out;
}

nlohmann::json matricesToJson(const Session& session) {
  const Data& d = session.data();
  const State& s = session.state();
  nlohmann::json out;
  out["time"] = session.time();
  out["coordinates"] = session.model().coordinateNames();
  out["q"] = vec(s.q);
  out["qd"] = vec(s.qd);
  out["qdd"] = vec(s.qdd);
  nlohmann::json M = nlohmann::json::array();
  for (Eigen::Index r = 0; r < d.M.rows(); ++r) M.push_back(vec(VecX(d.M.row(r).transpose())));
  out["M"] = session.massMatrixCurrent() ? M : nlohmann::json();
  out["Mqdd"] = vec(d.Mqdd);
  out["C"] = vec(d.C);
  out["G"] = vec(d.G);
  out["E"] = vec(d.E);
  out["P"] = vec(d.P);  // balances the joints' own springs and dampers: τ = M q̈ + C + G + E + P
  out["tau"] = vec(session.jointTorques());
  const Energy e = session.energy();
  out["energy"] = {{"kinetic", e.kinetic}, {"gravitational", e.gravitational}, {"elastic", e.elastic}, {"total", e.total()}};
  return out;
}

}  // namespace wl
