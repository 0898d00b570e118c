;; Integer dot products of one query code against many stored int8 codes,
;; with 128-bit SIMD. Compiled to `dotKernelBinary.ts` by
;; `npm run compile:kernel` in packages/storage-sqlite; a test checks the
;; checked-in bytes still match this file.
;;
;; Memory (imported, owned by the caller):
;;   codes  rows of `stride` int8 values (stride a multiple of 16, zero padded);
;;          row r starts at codes + r * stride
;;   query  the query code widened to int16: 2 * stride bytes
;;   rows   `count` int32 row numbers to score
;;   out    `count` int32 results: out[i] = sum over j of codes[rows[i]][j] * query[j]
;;
;; Each 16-byte block of a row is sign-extended to two i16x8 halves and
;; multiplied with the widened query by i32x4.dot_i16x8_s (pairwise products
;; summed into i32 lanes). With codes in [-127, 127] a lane gains at most
;; 2 * 127 * 127 per block, so no lane overflows below 66 000 blocks
;; (over a million dimensions). Four rows share each query load; the block
;; arithmetic is written out in each loop, since V8 does not inline calls here.
(module
  (memory (import "env" "memory") 1)

  ;; The sum of the four i32 lanes.
  (func $lanes (param $v v128) (result i32)
    (i32.add
      (i32.add (i32x4.extract_lane 0 (local.get $v)) (i32x4.extract_lane 1 (local.get $v)))
      (i32.add (i32x4.extract_lane 2 (local.get $v)) (i32x4.extract_lane 3 (local.get $v)))))

  (func (export "dots")
    (param $codes i32) (param $stride i32) (param $query i32)
    (param $rows i32) (param $count i32) (param $out i32)
    (local $i i32) (local $offset i32) (local $q i32)
    (local $a i32) (local $b i32) (local $c i32) (local $d i32)
    (local $code i32) (local $low v128) (local $high v128)
    (local $sumA v128) (local $sumB v128) (local $sumC v128) (local $sumD v128)

    ;; Groups of four rows.
    (block $groupsDone
      (loop $groups
        (br_if $groupsDone (i32.gt_u (i32.add (local.get $i) (i32.const 4)) (local.get $count)))
        (local.set $a (i32.add (local.get $codes)
          (i32.mul (i32.load (i32.add (local.get $rows) (i32.shl (local.get $i) (i32.const 2)))) (local.get $stride))))
        (local.set $b (i32.add (local.get $codes)
          (i32.mul (i32.load offset=4 (i32.add (local.get $rows) (i32.shl (local.get $i) (i32.const 2)))) (local.get $stride))))
        (local.set $c (i32.add (local.get $codes)
          (i32.mul (i32.load offset=8 (i32.add (local.get $rows) (i32.shl (local.get $i) (i32.const 2)))) (local.get $stride))))
        (local.set $d (i32.add (local.get $codes)
          (i32.mul (i32.load offset=12 (i32.add (local.get $rows) (i32.shl (local.get $i) (i32.const 2)))) (local.get $stride))))
        (local.set $sumA (v128.const i32x4 0 0 0 0))
        (local.set $sumB (v128.const i32x4 0 0 0 0))
        (local.set $sumC (v128.const i32x4 0 0 0 0))
        (local.set $sumD (v128.const i32x4 0 0 0 0))
        (local.set $offset (i32.const 0))
        (local.set $q (local.get $query))
        (block $blocksDone
          (loop $blocks
            (br_if $blocksDone (i32.ge_u (local.get $offset) (local.get $stride)))
            (local.set $low (v128.load (local.get $q)))
            (local.set $high (v128.load offset=16 (local.get $q)))
            (local.set $code (i32.add (local.get $a) (local.get $offset)))
            (local.set $sumA (i32x4.add (i32x4.add (local.get $sumA)
              (i32x4.dot_i16x8_s (v128.load8x8_s (local.get $code)) (local.get $low)))
              (i32x4.dot_i16x8_s (v128.load8x8_s offset=8 (local.get $code)) (local.get $high))))
            (local.set $code (i32.add (local.get $b) (local.get $offset)))
            (local.set $sumB (i32x4.add (i32x4.add (local.get $sumB)
              (i32x4.dot_i16x8_s (v128.load8x8_s (local.get $code)) (local.get $low)))
              (i32x4.dot_i16x8_s (v128.load8x8_s offset=8 (local.get $code)) (local.get $high))))
            (local.set $code (i32.add (local.get $c) (local.get $offset)))
            (local.set $sumC (i32x4.add (i32x4.add (local.get $sumC)
              (i32x4.dot_i16x8_s (v128.load8x8_s (local.get $code)) (local.get $low)))
              (i32x4.dot_i16x8_s (v128.load8x8_s offset=8 (local.get $code)) (local.get $high))))
            (local.set $code (i32.add (local.get $d) (local.get $offset)))
            (local.set $sumD (i32x4.add (i32x4.add (local.get $sumD)
              (i32x4.dot_i16x8_s (v128.load8x8_s (local.get $code)) (local.get $low)))
              (i32x4.dot_i16x8_s (v128.load8x8_s offset=8 (local.get $code)) (local.get $high))))
            (local.set $offset (i32.add (local.get $offset) (i32.const 16)))
            (local.set $q (i32.add (local.get $q) (i32.const 32)))
            (br $blocks)))
        (i32.store (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2))) (call $lanes (local.get $sumA)))
        (i32.store offset=4 (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2))) (call $lanes (local.get $sumB)))
        (i32.store offset=8 (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2))) (call $lanes (local.get $sumC)))
        (i32.store offset=12 (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2))) (call $lanes (local.get $sumD)))
        (local.set $i (i32.add (local.get $i) (i32.const 4)))
        (br $groups)))

    ;; The last zero to three rows, one at a time.
    (block $restDone
      (loop $rest
        (br_if $restDone (i32.ge_u (local.get $i) (local.get $count)))
        (local.set $a (i32.add (local.get $codes)
          (i32.mul (i32.load (i32.add (local.get $rows) (i32.shl (local.get $i) (i32.const 2)))) (local.get $stride))))
        (local.set $sumA (v128.const i32x4 0 0 0 0))
        (local.set $offset (i32.const 0))
        (local.set $q (local.get $query))
        (block $blocksDone
          (loop $blocks
            (br_if $blocksDone (i32.ge_u (local.get $offset) (local.get $stride)))
            (local.set $code (i32.add (local.get $a) (local.get $offset)))
            (local.set $sumA (i32x4.add (i32x4.add (local.get $sumA)
              (i32x4.dot_i16x8_s (v128.load8x8_s (local.get $code)) (v128.load (local.get $q))))
              (i32x4.dot_i16x8_s (v128.load8x8_s offset=8 (local.get $code)) (v128.load offset=16 (local.get $q)))))
            (local.set $offset (i32.add (local.get $offset) (i32.const 16)))
            (local.set $q (i32.add (local.get $q) (i32.const 32)))
            (br $blocks)))
        (i32.store (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2))) (call $lanes (local.get $sumA)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $rest)))))
