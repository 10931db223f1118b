#include "algorithms/MatrixFormulation.hpp"

#include <Eigen/LU>

#include "spatial/Rotation.hpp"

namespace wl {

Result<MatrixFormulationResult> solveJointWrenchesAsLinearSystem(const Model& model, const Data& data,
                                                                 bool gravity, bool loads) {
  const int n = model.segmentCount();
  MatrixFormulationResult out;
  out.A = MatX::Zero(6 * n, 6 * n);
  out.b = VecX::Zero(6 * n);
  const Vec3 g = gravity ? model.gravity_W() : Vec3::Zero();

  for (int i = 0; i < n; ++i) {
    const Segment& segment = model.segments()[static_cast<size_t>(i)];
    const FrameState& F = data.frames[static_cast<size_t>(model.segmentFrame(i))];
    const PointMotion& C = data.com[static_cast<size_t>(i)];
    const Mat3 Rt = F.R_WF.transpose();  // world → segment axes (seed 001's R_i)
    const Eigen::Index row = 6 * i;
    const double m = segment.inertia.mass;

    // Newton, world axes: F_i − Σ F_c = m a_C − m g − F_ext.
    out.A.block<3, 3>(row, 6 * i) += Mat3::Identity();
    // Euler about the COM, segment axes: M_i + R_iᵀ (r_{i/C} × F_i) − Σ children … = I ω̇ + ω × I ω − M_ext.
    out.A.block<3, 3>(row + 3, 6 * i + 3) += Mat3::Identity();
    out.A.block<3, 3>(row + 3, 6 * i) += Rt * skew(F.p_WF - C.p);

    Vec3 force = m * C.a - m * g;
    Vec3 moment = segment.inertia.eulerMoment_B(Rt * F.omega_W, Rt * F.alpha_W);
    if (loads) {
      // The loads' moment is stored about the proximal joint; the Euler row is about the COM.
      const Wrench external_C = data.externalWrench_W[static_cast<size_t>(i)].translatedTo(C.p);
      force -= external_C.force;
      moment -= Rt * external_C.moment;
    }
    out.b.segment<3>(row) = force;
    out.b.segment<3>(row + 3) = moment;

    // This segment's joint wrench acts on its parent with the opposite sign (Newton's third law).
    const int p = segment.parent;
    if (p >= 0) {
      const FrameState& P = data.frames[static_cast<size_t>(model.segmentFrame(p))];
      const PointMotion& Cp = data.com[static_cast<size_t>(p)];
      const Mat3 Rpt = P.R_WF.transpose();
      const Eigen::Index prow = 6 * p;
      out.A.block<3, 3>(prow, 6 * i) -= Mat3::Identity();
      out.A.block<3, 3>(prow + 3, 6 * i + 3) -= Rpt * F.R_WF;
      out.A.block<3, 3>(prow + 3, 6 * i) -= Rpt * skew(F.p_WF - Cp.p);
    }
  }

  const Eigen::PartialPivLU<MatX> lu(out.A);
  const double det = out.A.size() ? std::abs(lu.determinant()) : 1.0;
  if (!(det > 0.0) || !std::isfinite(det)) return Error{"matrix formulation", "the joint-wrench system is singular"};
  out.x = lu.solve(out.b);
  if (!out.x.allFinite()) return Error{"matrix formulation", "the solution is not finite"};
  out.jointWrench_W.resize(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    const FrameState& F = data.frames[static_cast<size_t>(model.segmentFrame(i))];
    Wrench& w = out.jointWrench_W[static_cast<size_t>(i)];
    w = Wrench::zero(kWorldFrame, F.p_WF, model.proximalPoint(i));
    w.force = out.x.segment<3>(6 * i);
    w.moment = F.R_WF * out.x.segment<3>(6 * i + 3);  // the seed solves the couple in segment axes
  }
  return out;
}

}  // namespace wl
