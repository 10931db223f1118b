#pragma once
// Errors as values. The engine never throws and never aborts on user input: every loader and
// validator returns a Result whose error names the offending field (a JSON path, or a file line
// and column) and says what is wrong with it.
#include <cassert>
#include <optional>
#include <string>
#include <utility>

namespace wl {

struct Error {
  std::string where;    ///< e.g. "segments[2].mass" or "data.csv:14:3"; empty when not tied to a field
  std::string message;  ///< e.g. "must be > 0, got -1"

  std::string text() const { return where.empty() ? message : where + ": " + message; }
};

template <typename T>
class [[nodiscard]] Result {
 public:
  Result(T value) : value_(std::move(value)) {}  // NOLINT: implicit on purpose, `return value;`
  Result(Error error) : error_(std::move(error)) {}  // NOLINT

  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  // Reading the value of an error is a bug in the caller (check ok() first): debug builds stop there at once
  // instead of reading an empty optional.
  const T& value() const& { return checked(), *value_; }
  T& value() & { return checked(), *value_; }
  T&& value() && { return checked(), std::move(*value_); }
  const T& operator*() const& { return checked(), *value_; }
  T& operator*() & { return checked(), *value_; }
  const T* operator->() const { return checked(), &*value_; }
  T* operator->() { return checked(), &*value_; }
  const Error& error() const { return error_; }

 private:
  void checked() const { assert(value_.has_value() && "Result::value() on an error: check ok() first"); }
  std::optional<T> value_;
  Error error_;
};

/// Result of an operation that produces nothing but may fail.
class [[nodiscard]] Status {
 public:
  Status() = default;
  Status(Error error) : failed_(true), error_(std::move(error)) {}  // NOLINT
  static Status success() { return Status(); }
  bool ok() const { return !failed_; }
  explicit operator bool() const { return ok(); }
  const Error& error() const { return error_; }

 private:
  bool failed_ = false;
  Error error_;
};

}  // namespace wl
