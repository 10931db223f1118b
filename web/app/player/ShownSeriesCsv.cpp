// "Export CSV" (ShownSeriesCsv.hpp).
#include "app/player/ShownSeriesCsv.hpp"

#include <cctype>
#include <sstream>

#include "report/SeriesCsv.hpp"
#include "session/ObserverSpec.hpp"
#include "session/SeriesSampler.hpp"

namespace wl::web {

CsvExport exportShownSeries(const Session& session, const ViewState& view, const std::string& lessonId, bool decimalComma) {
  const Model& model = session.model();
  std::vector<SeriesRequest> requests =
      termComponentColumns(model, [&view](int segment, Term t) { return view.shows(t) && view.showsSegment(segment); });
  for (int k = 0; k < model.nq(); ++k) {
    SeriesRequest r;
    r.kind = SeriesRequest::Kind::JointTorque;
    r.coordinate = k;
    requests.push_back(r);
  }
  CsvExport out;
  Series series;
  const int samples = 501;
  SeriesSampler sampler;  // its own workspace: exporting never moves the lesson's time
  out.status = sampler.sample(session, session.startTime(), session.endTime(), samples, requests, series);
  std::ostringstream csv;
  CsvOptions options;
  options.numbers.decimalComma = decimalComma;
  writeSeriesCsv(csv, model, requests, series, options);
  out.text = csv.str();
  // The numbers depend on the observer and the moment point: the file's name records both.
  std::string frame = view.observer;
  for (char& c : frame)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '-' && c != '_') c = '-';
  out.fileName = lessonId + "_observer-" + frame + "_about-" + toString(view.about) + ".csv";
  return out;
}

}  // namespace wl::web
