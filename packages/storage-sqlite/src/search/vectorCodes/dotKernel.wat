;; Integer dot products of one query code against many stored int8 codes,
;; with 128-bit SIMD. Compiled to `dotKernelBinary.ts` by
;; `npm run compile:kernel` in packages/storage-sqlite; a test checks the
;; checked-in bytes still match this file.
;;
;; Memory (imported, owned by the caller):
;;   codes  rows of `stride` int8 values (stride a multiple of 16, zero padded);
;;          row r starts at codes + r * stride
;;   query  the query code as int16: 2 * stride bytes
;;   rows   `count` int32 row numbers to score
;;   out    `count` int32 results: out[i] = sum over j of codes[rows[i]][j] * query[j]
;;
;; Each 8 bytes of a row are loaded sign-extended to i16x8 (v128.load8x8_s)
;; and multiplied with 8 query values by i32x4.dot_i16x8_s (pairwise
;; products summed into i32 lanes). The caller keeps every partial sum within
;; int32: stride * 127 * max|query| < 2^31 (see `queryCodeLimit`).
;;
;; One row at a time, front to back: a single sequential stream through
;; memory, which the hardware prefetches well. (Four rows in step, sharing
;; the query loads, ran 2.5 times slower at 100k rows: four streams.)
(module
  (memory (import "env" "memory") 1)

  (func (export "dots")
    (param $codes i32) (param $stride i32) (param $query i32)
    (param $rows i32) (param $count i32) (param $out i32)
    (local $i i32) (local $row i32) (local $end i32) (local $q i32) (local $sum v128)
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $i) (local.get $count)))
        (local.set $row (i32.add (local.get $codes)
          (i32.mul (i32.load (i32.add (local.get $rows) (i32.shl (local.get $i) (i32.const 2)))) (local.get $stride))))
        (local.set $end (i32.add (local.get $row) (local.get $stride)))
        (local.set $q (local.get $query))
        (local.set $sum (v128.const i32x4 0 0 0 0))
        (block $rowDone
          (loop $blocks
            (br_if $rowDone (i32.ge_u (local.get $row) (local.get $end)))
            (local.set $sum (i32x4.add (local.get $sum)
              (i32x4.add
                (i32x4.dot_i16x8_s (v128.load8x8_s (local.get $row)) (v128.load (local.get $q)))
                (i32x4.dot_i16x8_s (v128.load8x8_s offset=8 (local.get $row)) (v128.load offset=16 (local.get $q))))))
            (local.set $row (i32.add (local.get $row) (i32.const 16)))
            (local.set $q (i32.add (local.get $q) (i32.const 32)))
            (br $blocks)))
        (i32.store (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2)))
          (i32.add
            (i32.add (i32x4.extract_lane 0 (local.get $sum)) (i32x4.extract_lane 1 (local.get $sum)))
            (i32.add (i32x4.extract_lane 2 (local.get $sum)) (i32x4.extract_lane 3 (local.get $sum)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $each)))))
