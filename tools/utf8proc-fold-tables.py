#!/usr/bin/env python3
"""Writes utf8proc's tables cut down to what NFKC case folding reads, for the page.

utf8proc_data.c (utf8proc 2.8.0, fetched from Debian at setup) holds every Unicode property utf8proc
answers for; WrenchLab calls only utf8proc_NFKC_Casefold (a student's name), which reads a code point's
combining class, decomposition, case folding, composition index, composition exclusion and whether it is
ignorable, and never its category, bidi class, width, grapheme class or simple case mappings. With those
fields set to "none", code points that differ only in them share one property row and whole 256-code-point
pages of the two-stage index become one, which leaves the page about 50 kB (gzip) lighter. The composition
array is copied unchanged, the sequences without the simple case mappings' (nothing reads them any more).

Everything WrenchLab builds (engine, CLI, desktop, page) folds with these tables, so that a name gives one
student everywhere; tests/unicode compares their folding with the full tables' over every code point.

usage: utf8proc-fold-tables.py UTF8PROC_SOURCE_DIR OUTPUT_DIR
"""
import re
import shutil
import sys
from pathlib import Path

FIELDS = ['category', 'combining_class', 'bidi_class', 'decomp_type', 'decomp_seqindex', 'casefold_seqindex',
          'uppercase_seqindex', 'lowercase_seqindex', 'titlecase_seqindex', 'comb_index', 'bidi_mirrored',
          'comp_exclusion', 'ignorable', 'control_boundary', 'charwidth', 'pad', 'boundclass']
# What utf8proc_NFKC_Casefold reads (utf8proc.c: utf8proc_decompose_char, utf8proc_normalize_utf32).
KEPT = {'combining_class', 'decomp_type', 'decomp_seqindex', 'casefold_seqindex', 'comb_index', 'comp_exclusion', 'ignorable'}
NONE = {'category': '0', 'bidi_class': '0', 'uppercase_seqindex': 'UINT16_MAX', 'lowercase_seqindex': 'UINT16_MAX',
        'titlecase_seqindex': 'UINT16_MAX', 'bidi_mirrored': 'false', 'control_boundary': 'false', 'charwidth': '0',
        'pad': '0', 'boundclass': '0'}
PAGE = 256


def array(text, name):
    m = re.search(r'static const \w+ ' + name + r'\[\] = \{(.*?)\};', text, re.S)
    if not m:
        sys.exit(f'utf8proc-fold-tables: no array {name} in utf8proc_data.c')
    return m.group(1)


def numbers(body):
    return [int(x) for x in re.findall(r'\d+', body)]


def c_array(ctype, name, values, per_line=16):
    lines = [', '.join(str(v) for v in values[i:i + per_line]) for i in range(0, len(values), per_line)]
    return f'static const {ctype} {name}[] = {{\n  ' + ',\n  '.join(lines) + '\n};\n\n'


def main(source_dir, output_dir):
    source, output = Path(source_dir), Path(output_dir)
    text = (source / 'utf8proc_data.c').read_text()
    sequences = numbers(array(text, 'utf8proc_sequences'))
    stage1 = numbers(array(text, 'utf8proc_stage1table'))
    stage2 = numbers(array(text, 'utf8proc_stage2table'))
    combinations = numbers(array(text, 'utf8proc_combinations'))
    rows = re.findall(r'\{([^{}]*)\}', array(text, 'utf8proc_properties'))
    properties = []
    for row in rows:
        values = [v.strip() for v in row.split(',')]
        if len(values) != len(FIELDS):
            sys.exit(f'utf8proc-fold-tables: a property row of {len(values)} fields, {len(FIELDS)} expected: {row}')
        properties.append(dict(zip(FIELDS, values)))
    if len(stage1) != 0x110000 // PAGE:
        sys.exit(f'utf8proc-fold-tables: stage 1 has {len(stage1)} entries, {0x110000 // PAGE} expected')

    # The sequences the kept rows point to (decompositions, case foldings), in their order; the simple
    # case mappings' sequences go. A sequence index is its start (14 bits) and a length code (2 bits).
    def entry_end(start, length_code):
        at = start
        count = length_code
        if length_code >= 3:
            count = sequences[at]
            at += 1
        for _ in range(count + 1):
            at += 2 if (sequences[at] & 0xF800) == 0xD800 else 1  # a code point past U+FFFF takes two
        return at
    spans = set()
    for p in properties:
        for f in ('decomp_seqindex', 'casefold_seqindex'):
            if p[f] != 'UINT16_MAX':
                index = int(p[f])
                spans.add((index & 0x3FFF, entry_end(index & 0x3FFF, index >> 14)))
    kept_sequences, moved_to = [], {}
    for start, end in sorted(spans):
        moved_to[start] = len(kept_sequences)
        kept_sequences.extend(sequences[start:end])
    if len(kept_sequences) > 0x3FFF:
        sys.exit('utf8proc-fold-tables: the kept sequences do not fit 14-bit indices')
    for p in properties:
        for f in ('decomp_seqindex', 'casefold_seqindex'):
            if p[f] != 'UINT16_MAX':
                index = int(p[f])
                p[f] = str((index & ~0x3FFF) | moved_to[index & 0x3FFF])

    # One row per distinct kept part (row 0 stays the unassigned code point's, as utf8proc expects).
    kept_rows, row_of_key, new_row = [], {}, []
    for p in properties:
        key = tuple(p[f] for f in FIELDS if f in KEPT)
        if key not in row_of_key:
            row_of_key[key] = len(kept_rows)
            kept_rows.append({f: (p[f] if f in KEPT else NONE[f]) for f in FIELDS})
        new_row.append(row_of_key[key])

    # The two-stage index again, each distinct page of 256 code points stored once.
    pages, page_at, new_stage1 = [], {}, []
    for start in stage1:
        page = tuple(new_row[i] for i in stage2[start:start + PAGE])
        if page not in page_at:
            page_at[page] = len(pages) * PAGE
            pages.append(page)
        new_stage1.append(page_at[page])
    new_stage2 = [v for page in pages for v in page]

    out = ['/* Generated by WrenchLab tools/utf8proc-fold-tables.py from utf8proc 2.8.0\'s utf8proc_data.c:\n'
           '   the properties NFKC case folding reads; the others read as "none". Do not edit. */\n\n']
    out.append(c_array('utf8proc_uint16_t', 'utf8proc_sequences', kept_sequences))
    out.append(c_array('utf8proc_uint16_t', 'utf8proc_stage1table', new_stage1))
    out.append(c_array('utf8proc_uint16_t', 'utf8proc_stage2table', new_stage2))
    out.append('static const utf8proc_property_t utf8proc_properties[] = {\n')
    out.extend('  {' + ', '.join(r[f] for f in FIELDS) + '},\n' for r in kept_rows)
    out.append('};\n\n')
    out.append(c_array('utf8proc_uint16_t', 'utf8proc_combinations', combinations))
    output.mkdir(parents=True, exist_ok=True)
    (output / 'utf8proc_data.c').write_text(''.join(out))
    for name in ('utf8proc.c', 'utf8proc.h'):
        shutil.copyfile(source / name, output / name)
    print(f'utf8proc-fold-tables: {len(properties)} → {len(kept_rows)} property rows, '
          f'{len(stage2) // PAGE} → {len(pages)} pages of 256 code points, {len(sequences)} → {len(kept_sequences)} sequence entries')


if __name__ == '__main__':
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
