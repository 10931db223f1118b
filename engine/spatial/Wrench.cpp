#include "spatial/Wrench.hpp"

#include <cassert>
#include <string>

namespace wl {

namespace {
Error frameMismatch(const Wrench& a, const Wrench& b) {
  return Error{"", "cannot combine a wrench expressed in frame " + std::to_string(b.frame) +
                       " with one expressed in frame " + std::to_string(a.frame) +
                       ": express both in one frame first"};
}
}  // namespace

Wrench sumSameFrame(const Wrench& a, const Wrench& b) {
  assert(a.frame == b.frame);
  const Wrench bAtA = b.translatedTo(a.point, a.about);
  Wrench w = a;
  w.force += bAtA.force;
  w.moment += bAtA.moment;
  return w;
}

Result<Wrench> add(const Wrench& a, const Wrench& b) {
  if (a.frame != b.frame) return frameMismatch(a, b);
  return sumSameFrame(a, b);
}

Result<Wrench> subtract(const Wrench& a, const Wrench& b) {
  if (a.frame != b.frame) return frameMismatch(a, b);
  return sumSameFrame(a, -b);
}

bool isApprox(const Wrench& a, const Wrench& b, double tolerance) {
  if (a.frame != b.frame) return false;
  const Wrench bAtA = b.translatedTo(a.point);
  return (a.force - bAtA.force).cwiseAbs().maxCoeff() <= tolerance &&
         (a.moment - bAtA.moment).cwiseAbs().maxCoeff() <= tolerance;
}

}  // namespace wl
