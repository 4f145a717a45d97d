// The framework's umbrella header, as every Swift framework of the CocoaPods era has one: it
// declares nothing the Swift code runs, so the Swift files keep Swift's rules (a `switch` case
// never falls into the next).
#import <UIKit/UIKit.h>

FOUNDATION_EXPORT double BusyBarVersionNumber;
FOUNDATION_EXPORT const unsigned char BusyBarVersionString[];
