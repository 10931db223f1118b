#include "io/TermsJson.hpp"

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

nlohmann::json termsToJson(const Session& session) {
  const Model& model = session.model();
  const TermBreakdown& b = session.breakdown();
  const ViewSettings& view = session.view();
  nlohmann::json out;
  out["time"] = session.time();
  out["observer"] = observerName(model, view.observer);
  out["about"] = toString(view.about);
  out["expressed_in"] = view.expressInObserverFrame ? std::string("observer")
                                                    : model.frames[static_cast<size_t>(view.expressedIn)].name;
  nlohmann::json segments = nlohmann::json::array();
  for (const SegmentTerms& s : b.segments) {
    nlohmann::json seg;
    seg["name"] = model.segments[static_cast<size_t>(s.segment)].name;
    seg["observer_frame"] = model.frames[static_cast<size_t>(s.observerFrame)].name;
    const Wrench& any = s[Term::Joint];
    seg["frame"] = model.frames[static_cast<size_t>(any.frame)].name;
    seg["point"] = vec(any.point);
    nlohmann::json terms;
    for (Term t : kAllTerms) terms[termKey(t)] = {{"force", vec(s[t].force)}, {"moment", vec(s[t].moment)}};
    seg["terms"] = terms;
    seg["residual"] = {{"force", vec(Vec3(s.residual.head<3>()))}, {"moment", vec(Vec3(s.residual.tail<3>()))}};
    segments.push_back(seg);
  }
  out["segments"] = segments;
  nlohmann::json tau;
  for (size_t k = 0; k < model.coordinateNames.size(); ++k)
    tau[model.coordinateNames[k]] = session.jointTorques()(static_cast<Eigen::Index>(k));
  out["tau"] = tau;
  out["joint_wrench_discrepancy"] = session.jointWrenchDiscrepancy();
  if (!session.simulationError().empty()) out["simulation_error"] = session.simulationError();
  return out;
}

nlohmann::json matricesToJson(const Session& session) {
  const Data& d = session.data();
  const State& s = session.state();
  nlohmann::json out;
  out["time"] = session.time();
  out["coordinates"] = session.model().coordinateNames;
  out["q"] = vec(s.q);
  out["qd"] = vec(s.qd);
  out["qdd"] = vec(s.qdd);
  nlohmann::json M = nlohmann::json::array();
  for (Eigen::Index r = 0; r < d.M.rows(); ++r) M.push_back(vec(VecX(d.M.row(r).transpose())));
  out["M"] = M;
  out["C"] = vec(d.C);
  out["G"] = vec(d.G);
  out["E"] = vec(d.E);
  out["tau"] = vec(session.jointTorques());
  const Energy e = session.energy();
  out["energy"] = {{"kinetic", e.kinetic}, {"gravitational", e.gravitational}, {"elastic", e.elastic}, {"total", e.total()}};
  return out;
}

}  // namespace wl
