#pragma once
// A TimeFunction written in JSON (model files, lessons): a number is a constant; an object sums
// its terms — "constant", "polynomial" [c0, c1, …], "rate" (+ "start"), "period" (one turn per
// period, + "start"), "sinusoids" [{"amplitude" | "rate_amplitude", "omega" | "period", "phase"}],
// "rate_pieces" {"pieces": [{"duration", "rate"}], "ramp", "repeat"}, "spline" {"t": [..], "value": [..]},
// "sum" [functions].
#include "io/codecs/JsonFields.hpp"
#include "numerics/TimeFunction.hpp"

namespace wl {

Result<TimeFunction> timeFunctionFromJson(const nlohmann::json& value, const std::string& path);
Result<VectorFunction> vectorFunctionFromJson(const nlohmann::json& value, const std::string& path);

}  // namespace wl
