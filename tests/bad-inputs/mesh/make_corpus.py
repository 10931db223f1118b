#!/usr/bin/env python3
"""Writes the bad-mesh corpus of this folder (and expected.tsv: file, then the text its one-line refusal must
contain). Run it again after changing a case; the files it writes are committed, so the corpus is fixed."""
import base64
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
cases = []


def write(name, data, needle):
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())
    cases.append((name, needle))


def stl(count, triangles, header=b"bad mesh".ljust(80, b" ")):
    out = header + struct.pack("<I", count)
    for t in triangles:
        out += struct.pack("<3f", 0, 0, 0) + b"".join(struct.pack("<3f", *v) for v in t) + b"\0\0"
    return out


TRI = ((0, 0, 0), (1, 0, 0), (0, 1, 0))
write("stl-empty.stl", b"", "too short for a binary STL")
write("stl-header-only.stl", b"x" * 80, "too short for a binary STL")
write("stl-truncated.stl", stl(10, [TRI] * 5), "claims 10 triangles, which take 584 bytes; the file has 334 (cut short?)")
write("stl-count-lies-high.stl", stl(1000, [TRI] * 2), "claims 1000 triangles")
write("stl-count-lies-low.stl", stl(1, [TRI] * 3), "claims 1 triangles, which take 134 bytes; the file has 234")
write("stl-1e8-triangles.stl", stl(100000000, [TRI]), "claims 100000000 triangles; at most 2000000 are read")
write("stl-zero-triangles.stl", stl(0, []), "binary STL with no triangles")
write("stl-nan-vertex.stl", stl(1, [((0, 0, 0), (float("nan"), 0, 0), (0, 1, 0))]), "triangle 1: has a vertex coordinate")
write("stl-inf-vertex.stl", stl(2, [TRI, ((0, 0, 0), (1, 0, 0), (0, float("inf"), 0))]), "triangle 2: has a vertex coordinate inf")
write("stl-huge-vertex.stl", stl(1, [((0, 0, 0), (1e30, 0, 0), (0, 1, 0))]), "beyond ±1e6")
write("stl-ascii-truncated.stl", "solid x\n facet normal 0 0 1\n  outer loop\n   vertex 0 0 0\n", "ASCII STL ends where \"vertex\" was expected (cut short?)")
write("stl-ascii-bad-number.stl", "solid x\n facet normal 0 0 1\n  outer loop\n   vertex 0 abc 0\n", ":4: \"abc\" is not a finite coordinate")
write("stl-ascii-quad.stl", "solid x\n facet normal 0 0 1\n outer loop\n vertex 0 0 0\n vertex 1 0 0\n vertex 1 1 0\n vertex 0 1 0\n endloop\n endfacet\nendsolid\n",
      "a facet with more than three vertices")
write("stl-ascii-no-facets.stl", "solid x\nendsolid x\n", "ASCII STL with no triangles")
write("stl-ascii-nan.stl", "solid x\n facet normal 0 0 1\n  outer loop\n   vertex nan 0 0\n", "\"nan\" is not a finite coordinate")
write("stl-ascii-typo.stl", "solid x\n facet normal 0 0 1\n  outer loop\n   vertx 0 0 0\n", ":4: ASCII STL: expected \"vertex\", found \"vertx\"")

write("obj-empty.obj", "", "has no vertices and no faces")
write("obj-no-faces.obj", "v 0 0 0\nv 1 0 0\nv 0 1 0\n", "has no faces")
write("obj-index-out-of-range.obj", "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 7\n", ":4: vertex index 7 is beyond the 3 vertices")
write("obj-index-zero.obj", "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 0 1 2\n", ":4: \"0\" is not a vertex index")
write("obj-negative-before-first.obj", "v 0 0 0\nv 1 0 0\nf -1 -2 -5\n", ":3: vertex index -5 reaches before the first vertex")
write("obj-bad-number.obj", "v 0 0 0\nv 1 0x1p3 0\n", ":2: \"0x1p3\" is not a finite coordinate")
write("obj-vertex-two-coords.obj", "v 0 0\nf 1 1 1\n", ":1: a vertex needs three coordinates")
write("obj-face-two-vertices.obj", "v 0 0 0\nv 1 0 0\nf 1 2\n", ":3: a face needs at least three vertices, found 2")
write("obj-nan.obj", "v 0 0 0\nv nan 0 0\nv 0 1 0\nf 1 2 3\n", ":2: \"nan\" is not a finite coordinate")
write("obj-binary-garbage.obj", bytes(range(1, 200)), "is not an OBJ statement")
write("obj-10e8-index.obj", "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 100000000\n", "is not a vertex index")


def vtp(body, root='type="PolyData" version="0.1" byte_order="LittleEndian"'):
    return '<?xml version="1.0"?>\n<VTKFile %s>\n<PolyData>\n%s\n</PolyData>\n</VTKFile>\n' % (root, body)


POINTS = '<Points><DataArray type="Float32" NumberOfComponents="3" format="ascii">0 0 0 1 0 0 0 1 0 0 0 1</DataArray></Points>'
POLYS = ('<Polys><DataArray type="Int32" Name="connectivity" format="ascii">0 2 1 0 1 3 0 3 2 1 2 3</DataArray>'
         '<DataArray type="Int32" Name="offsets" format="ascii">3 6 9 12</DataArray></Polys>')
PIECE = '<Piece NumberOfPoints="4" NumberOfPolys="4">%s%s</Piece>'
GOOD_POINTS_BYTES = struct.pack("<12f", 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1)


def compressed_points(data, header_sizes):
    header = struct.pack("<%dI" % len(header_sizes), *header_sizes)
    return ('<Points><DataArray type="Float32" NumberOfComponents="3" format="binary">%s%s</DataArray></Points>'
            % (base64.b64encode(header).decode(), base64.b64encode(data).decode()))


write("vtp-not-xml.vtp", "this is not XML <", "is not well formed")
write("vtp-unstructured.vtp", vtp(PIECE % (POINTS, POLYS), 'type="UnstructuredGrid"'), "only PolyData (.vtp) holds a surface")
write("vtp-bad-base64.vtp", vtp(PIECE % ('<Points><DataArray type="Float32" NumberOfComponents="3" format="binary">AAAA!!!!</DataArray></Points>', POLYS)),
      "holds fewer bytes than its 48 values need")
write("vtp-bad-base64-char.vtp", vtp(PIECE % ('<Points><DataArray type="Float32" NumberOfComponents="3" format="binary">' + "MAAAAA*" + "A" * 65 + '</DataArray></Points>', POLYS)),
      "base64: character 7 is not base64")
bomb = zlib.compress(b"\0" * 10_000_000, 9)
write("vtp-zip-bomb.vtp", vtp(PIECE % (compressed_points(bomb, [1, 48, 48, len(bomb)]), POLYS), 'type="PolyData" compressor="vtkZLibDataCompressor"'),
      "compressed block 1 inflates to more than the 48 bytes its header states")
good = zlib.compress(GOOD_POINTS_BYTES)
write("vtp-header-lies.vtp", vtp(PIECE % (compressed_points(good, [1, 1000000000, 1000000000, len(good)]), POLYS), 'type="PolyData" compressor="vtkZLibDataCompressor"'),
      "states 1000000000 bytes; its piece needs 48")
write("vtp-damaged-zlib.vtp", vtp(PIECE % (compressed_points(good[:6] + b"\xff\xff\xff" + good[9:], [1, 48, 48, len(good)]), POLYS),
                                  'type="PolyData" compressor="vtkZLibDataCompressor"'), "compressed block 1 is damaged")
write("vtp-truncated-zlib.vtp", vtp(PIECE % (compressed_points(good[: len(good) // 2], [1, 48, 48, len(good) // 2]), POLYS),
                                    'type="PolyData" compressor="vtkZLibDataCompressor"'), "compressed block 1 is cut short")
write("vtp-truncated-binary.vtp", vtp(PIECE % ('<Points><DataArray type="Float32" NumberOfComponents="3" format="binary">%s</DataArray></Points>'
                                                % base64.b64encode(struct.pack("<I", 48) + GOOD_POINTS_BYTES[:20]).decode(), POLYS)),
      "holds fewer bytes than its 48 values need (cut short?)")
write("vtp-connectivity-out-of-range.vtp", vtp(PIECE % (POINTS, POLYS.replace("1 2 3</DataArray>", "1 2 9</DataArray>", 1))),
      "point 9 is not one of the piece's 4 points")
write("vtp-offsets-decreasing.vtp", vtp(PIECE % (POINTS, POLYS.replace(">3 6 9 12<", ">3 6 2 12<"))), "offsets must rise from 0")
write("vtp-ascii-too-few.vtp", vtp(PIECE % (POINTS.replace("0 0 1</DataArray>", "0 0</DataArray>"), POLYS)), "has 11 values; its piece needs 12")
write("vtp-points-1e8.vtp", vtp('<Piece NumberOfPoints="100000000" NumberOfPolys="4">%s%s</Piece>' % (POINTS, POLYS)),
      "NumberOfPoints=\"100000000\" is not a count up to 6000000")
write("vtp-nan-point.vtp", vtp(PIECE % (POINTS.replace(">0 0 0 1", ">0 nan 0 1"), POLYS)), "value 2 \"nan\" is not a finite number")
write("vtp-unknown-compressor.vtp", vtp(PIECE % (POINTS, POLYS), 'type="PolyData" compressor="vtkLZ4DataCompressor"'),
      "compressor=\"vtkLZ4DataCompressor\" is not supported")
write("vtp-appended-offset-beyond.vtp",
      '<?xml version="1.0"?>\n<VTKFile type="PolyData"><PolyData><Piece NumberOfPoints="4" NumberOfPolys="4"><Points><DataArray type="Float32" '
      'NumberOfComponents="3" format="appended" offset="5000"/></Points>' + POLYS + '</Piece></PolyData>\n<AppendedData encoding="raw">\n_'
      + "x" * 40 + '\n</AppendedData>\n</VTKFile>\n', "offset=\"5000\" is not a place in the <AppendedData>")
write("vtp-no-polys.vtp", vtp('<Piece NumberOfPoints="4" NumberOfLines="1">%s</Piece>' % POINTS), "has no polygons or strips")
write("vtp-appended-no-marker.vtp", '<VTKFile type="PolyData"><PolyData/><AppendedData encoding="raw">no marker</AppendedData></VTKFile>',
      "<AppendedData> has no '_' before its data")


def dae(geometry_extra="", scene="", p="0 1 2", vcount=None, count=9, accessor_count=3, up="Z_UP", values="0 0 0 1 0 0 0 1 0"):
    prim = ('<triangles count="1"><input semantic="VERTEX" source="#v" offset="0"/><p>%s</p></triangles>' % p if vcount is None else
            '<polylist count="1"><input semantic="VERTEX" source="#v" offset="0"/><vcount>%s</vcount><p>%s</p></polylist>' % (vcount, p))
    return ('<?xml version="1.0"?>\n<COLLADA xmlns="http://www.collada.org/2005/11/COLLADASchema" version="1.4.1">\n'
            '<asset><unit meter="1"/><up_axis>%s</up_axis></asset>\n'
            '<library_geometries><geometry id="g"><mesh><source id="s"><float_array id="a" count="%d">%s</float_array>'
            '<technique_common><accessor source="#a" count="%d" stride="3"/></technique_common></source>'
            '<vertices id="v"><input semantic="POSITION" source="#s"/></vertices>%s</mesh></geometry>%s</library_geometries>\n%s</COLLADA>\n'
            % (up, count, values, accessor_count, prim, geometry_extra, scene))


SCENE = '<library_visual_scenes><visual_scene id="vs">%s</visual_scene></library_visual_scenes><scene><instance_visual_scene url="#vs"/></scene>'
write("dae-cycle.dae", dae(scene='<library_nodes><node id="na"><instance_node url="#nb"/></node><node id="nb"><instance_node url="#na"/></node></library_nodes>'
                           + SCENE % '<node id="top"><instance_node url="#na"/></node>'), "is placed inside itself (its <instance_node>s form a cycle)")
write("dae-self-instance.dae", dae(scene=SCENE % '<node id="top"><instance_geometry url="#g"/><instance_node url="#top"/></node>'),
      "is placed inside itself")
write("dae-missing-source.dae", dae().replace('source="#s"', 'source="#nothing"'), "names no <source>")
write("dae-index-out-of-range.dae", dae(p="0 1 7"), "vertex index 7 is not one of the 3 positions")
write("dae-vcount-mismatch.dae", dae(p="0 1 2", vcount="4"), "<vcount> adds up to another number")
write("dae-accessor-too-long.dae", dae(accessor_count=5), "reads 5 points of stride 3 from an array of 9 values")
write("dae-not-collada.dae", '<?xml version="1.0"?><robot name="x"/>', "is not a Collada document")
write("dae-lookat.dae", dae(scene=SCENE % '<node id="top"><lookat>0 0 1 0 0 0 0 1 0</lookat><instance_geometry url="#g"/></node>'),
      "<lookat> is not supported")
write("dae-nan.dae", dae(values="0 0 0 nan 0 0 0 1 0"), "value 4 \"nan\" is not a finite number")
write("dae-up-axis.dae", dae(up="W_UP"), "\"W_UP\" is not X_UP, Y_UP or Z_UP")
write("dae-array-count-lies.dae", dae(count=9000), "has 9 numbers; 9000 expected")
# A node tree that doubles at every level: 2^40 instances of one triangle, stopped at the triangle limit.
levels = "".join('<node id="n%d"><instance_node url="#n%d"/><instance_node url="#n%d"/></node>' % (i, i + 1, i + 1) for i in range(40))
write("dae-exponential-instances.dae", dae(scene='<library_nodes>%s<node id="n40"><instance_geometry url="#g"/></node></library_nodes>' % levels
                                            + SCENE % '<node id="top"><instance_node url="#n0"/></node>'), "the scene places its nodes more than 20000 times")
write("mesh-unknown-format.ply", "ply\nformat ascii 1.0\n", "is not a mesh format WrenchLab reads (.stl, .obj, .vtp, .dae)")

with open(os.path.join(HERE, "expected.tsv"), "w", encoding="utf-8") as f:
    for name, needle in cases:
        f.write("%s\t%s\n" % (name, needle))
print("wrote %d bad meshes" % len(cases))
