import TimingLabCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(TimingLab.main(arguments: Array(CommandLine.arguments.dropFirst())))
