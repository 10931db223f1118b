#include "report/SeriesCsv.hpp"

#include <cmath>
#include <sstream>

#include "model/Units.hpp"

namespace wl {

std::vector<SeriesRequest> termComponentColumns(const Model& model, const std::function<bool(int segment, Term term)>& chosen) {
  std::vector<SeriesRequest> columns;
  for (int s = 0; s < model.segmentCount(); ++s)
    for (Term t : kAllTerms) {
      if (!chosen(s, t)) continue;
      for (SeriesKey::Part part : {SeriesKey::Part::Force, SeriesKey::Part::Moment})
        for (SeriesKey::Component c : {SeriesKey::Component::X, SeriesKey::Component::Y, SeriesKey::Component::Z}) {
          SeriesRequest r;
          r.key = SeriesKey{s, t, part, c};
          columns.push_back(r);
        }
    }
  return columns;
}

std::string seriesLabel(const Model& model, const SeriesRequest& r) {
  const bool coordinateKnown = r.coordinate >= 0 && r.coordinate < model.nq();
  const std::string coordinate = coordinateKnown ? model.coordinateNames()[static_cast<size_t>(r.coordinate)] : "?";
  auto withUnit = [&](const char* prefix, CoordinateQuantity quantity) {
    return std::string(prefix) + coordinate + " [" + coordinateUnit(model, r.coordinate, quantity) + "]";
  };
  switch (r.kind) {
    case SeriesRequest::Kind::Term: {
      static const char* const kComponents[] = {"x", "y", "z", "norm"};
      const bool force = r.key.part == SeriesKey::Part::Force;
      const std::string segment = r.key.segment >= 0 && r.key.segment < model.segmentCount()
                                      ? model.segments()[static_cast<size_t>(r.key.segment)].name
                                      : "?";
      return segment + "." + termKey(r.key.term) + (force ? ".force." : ".moment.") +
             kComponents[static_cast<int>(r.key.component)] + (force ? " [N]" : " [N·m]");
    }
    case SeriesRequest::Kind::JointTorque: return withUnit("tau.", CoordinateQuantity::GeneralizedForce);
    case SeriesRequest::Kind::Coordinate: return withUnit("q.", CoordinateQuantity::Position);
    case SeriesRequest::Kind::Rate: return withUnit("qd.", CoordinateQuantity::Rate);
    case SeriesRequest::Kind::Acceleration: return withUnit("qdd.", CoordinateQuantity::Acceleration);
    case SeriesRequest::Kind::KineticEnergy: return "energy.kinetic [J]";
    case SeriesRequest::Kind::PotentialEnergy: return "energy.potential [J]";
    case SeriesRequest::Kind::TotalEnergy: return "energy.total [J]";
    case SeriesRequest::Kind::InertiaTorque: return withUnit("Mqdd.", CoordinateQuantity::GeneralizedForce);
    case SeriesRequest::Kind::VelocityTorque: return withUnit("C.", CoordinateQuantity::GeneralizedForce);
    case SeriesRequest::Kind::GravityTorque: return withUnit("G.", CoordinateQuantity::GeneralizedForce);
    case SeriesRequest::Kind::ExternalTorque: return withUnit("E.", CoordinateQuantity::GeneralizedForce);
    case SeriesRequest::Kind::PassiveTorque: return withUnit("P.", CoordinateQuantity::GeneralizedForce);
    case SeriesRequest::Kind::LoadTorque: {
      const bool loadKnown = r.load >= 0 && static_cast<size_t>(r.load) < model.loads().size();
      const std::string load = loadKnown ? model.loads()[static_cast<size_t>(r.load)].name : "?";
      return "E." + coordinate + "." + load + " [" + coordinateUnit(model, r.coordinate, CoordinateQuantity::GeneralizedForce) + "]";
    }
  }
  return "?";
}

void writeSeriesCsv(std::ostream& out, const Model& model, const std::vector<SeriesRequest>& requests,
                    const Series& series, const CsvOptions& options) {
  const bool comma = options.numbers.decimalComma;
  const char separator = comma ? ';' : ',';
  out << "time [s]";
  for (const SeriesRequest& r : requests) out << separator << seriesLabel(model, r);
  out << "\n";
  const auto precision = out.precision(options.significantDigits);
  if (!comma) {
    for (size_t i = 0; i < series.time.size(); ++i) {
      if (options.stopAtGap && !series.values.empty() && !std::isfinite(series.values[0][i])) break;
      out << series.time[i];
      for (const auto& row : series.values) out << "," << row[i];
      out << "\n";
    }
  } else {
    // Each number as the stream writes it (same digits as with a point), then its point made a comma.
    std::ostringstream number;
    number.precision(options.significantDigits);
    const auto write = [&](double v) {
      number.str("");
      number << v;
      out << withDecimalSign(number.str(), options.numbers);
    };
    for (size_t i = 0; i < series.time.size(); ++i) {
      if (options.stopAtGap && !series.values.empty() && !std::isfinite(series.values[0][i])) break;
      write(series.time[i]);
      for (const auto& row : series.values) {
        out << ';';
        write(row[i]);
      }
      out << "\n";
    }
  }
  out.precision(precision);
}

}  // namespace wl
