#include "Roster.hpp"

#include <map>

#include "io/codecs/JsonText.hpp"
#include "lesson/Variant.hpp"

namespace wl::cli {
namespace {

constexpr std::size_t kMaxStudents = 5000;

std::string trim(const std::string& s) {
  std::size_t a = 0, b = s.size();
  while (a < b && (s[a] == ' ' || s[a] == '\t')) ++a;
  while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t')) --b;
  return s.substr(a, b - a);
}

// One line's fields. Quoted fields may hold the separator and doubled quotes; a line break inside
// quotes is refused (a name never spans lines, and the line numbers stay the file's).
Status splitLine(const std::string& line, char separator, std::vector<std::string>& fields) {
  fields.clear();
  std::string field;
  bool quoted = false, wasQuoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
        field += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c == separator) {
      fields.push_back(wasQuoted ? field : trim(field));
      field.clear();
      wasQuoted = false;
    } else if (c == '"') {
      if (!trim(field).empty() || wasQuoted) return Error{"", "a quote inside a field that does not start with one"};
      field.clear();
      quoted = wasQuoted = true;
    } else if (wasQuoted && c != ' ' && c != '\t') {
      return Error{"", "text after a quoted field's closing quote"};
    } else if (!wasQuoted) {
      field += c;
    }
  }
  if (quoted) return Error{"", "a quoted field is not closed on this line"};
  fields.push_back(wasQuoted ? field : trim(field));
  return Status::success();
}

}  // namespace

Result<std::vector<RosterStudent>> readRoster(const std::string& path) {
  auto text = readTextFile(path);
  if (!text) return Error{path, text.error().text()};
  std::string all = *text;
  if (all.compare(0, 3, "\xEF\xBB\xBF") == 0) all.erase(0, 3);  // a spreadsheet's byte-order mark
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start <= all.size()) {
    std::size_t end = all.find('\n', start);
    if (end == std::string::npos) end = all.size();
    std::string line = all.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
    start = end + 1;
  }
  std::size_t headerIndex = 0;
  while (headerIndex < lines.size() && trim(lines[headerIndex]).empty()) ++headerIndex;
  if (headerIndex == lines.size()) return Error{path, "is empty; its first line names the columns: name, and optionally id"};
  const std::string& header = lines[headerIndex];
  const int headerLine = static_cast<int>(headerIndex) + 1;
  // The separator is the header's: a comma, else a semicolon or a tab (spreadsheets in other locales).
  char separator = ',';
  if (header.find(',') == std::string::npos) {
    if (header.find(';') != std::string::npos) separator = ';';
    else if (header.find('\t') != std::string::npos) separator = '\t';
  }
  const std::string at = path + ":" + std::to_string(headerLine);
  std::vector<std::string> columns;
  if (Status s = splitLine(header, separator, columns); !s) return Error{at, s.error().message};
  int nameColumn = -1, idColumn = -1;
  for (std::size_t c = 0; c < columns.size(); ++c) {
    std::string lower;
    for (char ch : columns[c]) lower += (ch >= 'A' && ch <= 'Z') ? static_cast<char>(ch - 'A' + 'a') : ch;
    int* target = lower == "name" ? &nameColumn : lower == "id" ? &idColumn : nullptr;
    if (!target) continue;
    if (*target >= 0) return Error{at, "names the column \"" + lower + "\" twice"};
    *target = static_cast<int>(c);
  }
  if (nameColumn < 0)
    return Error{at, "has no \"name\" column (the first line names the columns: name, and optionally id; got \"" + header.substr(0, 60) + "\")"};

  std::vector<RosterStudent> students;
  std::map<std::string, int> lineOfKey;
  std::vector<std::string> fields;
  for (std::size_t i = headerIndex + 1; i < lines.size(); ++i) {
    const int lineNumber = static_cast<int>(i) + 1;
    const std::string where = path + ":" + std::to_string(lineNumber);
    if (trim(lines[i]).empty()) continue;  // blank lines (a trailing one above all) are no students
    if (Status s = splitLine(lines[i], separator, fields); !s) return Error{where, s.error().message};
    if (fields.size() != columns.size())
      return Error{where, "has " + std::to_string(fields.size()) + " fields; the first line names " + std::to_string(columns.size()) +
                              " (a name with a comma needs quotes: \"Silva, Ana\")"};
    RosterStudent student;
    student.line = lineNumber;
    student.name = fields[static_cast<std::size_t>(nameColumn)];
    if (idColumn >= 0) student.id = fields[static_cast<std::size_t>(idColumn)];
    if (student.name.empty()) return Error{where, "the name is empty"};
    auto name = normalizeStudentKey(student.name);
    if (!name) return Error{where, "name: " + name.error().message};
    auto key = student.id.empty() ? name : normalizeStudentKey(student.id);
    if (!key) return Error{where, "id: " + key.error().message};
    student.key = *key;
    if (auto seen = lineOfKey.find(student.key); seen != lineOfKey.end())
      return Error{where, std::string(student.id.empty() ? "the name" : "the id") + " \"" + (student.id.empty() ? student.name : student.id) +
                              "\" is already on line " + std::to_string(seen->second) + " (the same student would get the same numbers)"};
    lineOfKey[student.key] = lineNumber;
    students.push_back(student);
    if (students.size() > kMaxStudents) return Error{where, "more than " + std::to_string(kMaxStudents) + " students"};
  }
  if (students.empty()) return Error{path, "has no students after its first line"};
  return students;
}

const RosterStudent* findStudent(const std::vector<RosterStudent>& roster, const std::string& typedKey) {
  auto key = normalizeStudentKey(typedKey);
  if (!key) return nullptr;
  for (const RosterStudent& s : roster)
    if (s.key == *key) return &s;
  for (const RosterStudent& s : roster) {  // the name of a student whose sheet uses the id
    auto name = normalizeStudentKey(s.name);
    if (name && *name == *key) return &s;
  }
  return nullptr;
}

}  // namespace wl::cli
