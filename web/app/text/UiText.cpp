#include "app/text/UiText.hpp"

#include <cctype>
#include <cstdio>
#include <cstring>

#include "lesson/Quantity.hpp"

namespace wl::web {
namespace {
Language current = Language::English;  // the UI's language this frame (set by the App)
}  // namespace

void setUiLanguage(Language language) { current = language; }
Language uiLanguage() { return current; }

std::string labelled(Text text) { return labelled(text, textKey(text)); }

std::string labelled(Text text, const char* id) { return std::string(tr(text)) + "###" + id; }

std::string uiNumber(double value) { return formatNumber(value, numberFormat(current)); }

std::string uiVector(const Vec3& v) { return formatVector(v, numberFormat(current)); }

std::string uiFixed(double value, int decimals) {
  char text[48];
  std::snprintf(text, sizeof text, "%.*f", decimals, value);
  return withDecimalSign(text, numberFormat(current));
}

std::string sliderFormat(const char* printfFormat, double value) {
  const NumberFormat format = numberFormat(current);
  char text[64];
  std::snprintf(text, sizeof text, printfFormat, value);
  // A value that rounds to zero shows no sign ("-0°/s" for a rate of −1e-17 rad/s reads as a mistake).
  if (text[0] == '-') {
    bool zero = true;
    for (const char* c = text + 1; *c && (std::isdigit(static_cast<unsigned char>(*c)) || *c == '.'); ++c) zero = zero && (*c == '0' || *c == '.');
    if (zero) std::memmove(text, text + 1, std::strlen(text));
  }
  std::string out;
  for (char c : withDecimalSign(text, format)) out += c == '%' ? std::string("%%") : std::string(1, c);
  return out;
}

const char* termText(Term term, bool arrow) {
  switch (term) {
    case Term::Dynamic: return tr(Text::termDynamic);
    case Term::Joint: return tr(Text::termJoint);
    case Term::DAlembert: return tr(Text::termDAlembert);
    case Term::Euler: return tr(Text::termEuler);
    case Term::Centrifugal: return tr(Text::termCentrifugal);
    case Term::Coriolis: return tr(Text::termCoriolis);
    case Term::Gravity: return tr(Text::termGravity);
    case Term::External: return tr(Text::termExternal);
    case Term::Distal: return tr(arrow ? Text::arrowDistal : Text::termDistal);
  }
  return "";
}

const char* forceText(Term term) {
  switch (term) {
    case Term::Dynamic: return tr(Text::forceDynamic);
    case Term::Joint: return tr(Text::forceJoint);
    case Term::DAlembert: return tr(Text::forceDAlembert);
    case Term::Euler: return tr(Text::forceEuler);
    case Term::Centrifugal: return tr(Text::forceCentrifugal);
    case Term::Coriolis: return tr(Text::forceCoriolis);
    case Term::Gravity: return tr(Text::forceGravity);
    case Term::External: return tr(Text::forceExternal);
    case Term::Distal: return tr(Text::forceDistal);
  }
  return "";
}

const char* aboutPointText(AboutPoint about, bool longForm) {
  switch (about) {
    case AboutPoint::Proximal: return tr(Text::aboutProximal);
    case AboutPoint::Com: return tr(longForm ? Text::aboutComLong : Text::aboutCom);
    case AboutPoint::Distal: return tr(Text::aboutDistal);
  }
  return tr(Text::aboutProximal);
}

std::string frameText(const std::string& frame) { return frame == "world" ? tr(Text::observerWorld) : frame; }

std::string observerText(const std::string& observer) {
  if (observer == "world") return tr(Text::observerWorld);
  if (observer == "own") return tr(Text::observerOwn);
  if (observer == "parent") return tr(Text::observerParent);
  if (observer == "base") return tr(Text::observerBase);
  // "rod@rod.proximal" (a segment's frame placed at a point) as a person says it.
  if (const std::size_t at = observer.find('@'); at != std::string::npos) {
    const std::string frame = observer.substr(0, at), point = observer.substr(at + 1);
    if (point == frame + ".proximal") return fill(tr(Text::observerAtJoint), {frame});
    return fill(tr(Text::observerAtPoint), {frame, point});
  }
  return observer;
}

}  // namespace wl::web
