%0 = "test.op"() : () -> (i32)
"test.op"() : () -> ()
