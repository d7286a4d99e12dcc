import CNcursesw
func probe() -> Int32 { nk_cols() }
