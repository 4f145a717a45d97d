print("timinglab")
