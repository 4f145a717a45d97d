import Foundation
import SceneCode
import Scenes
import Testing

/// Objective-C idioms of real libraries the importer follows (round 23 of unseen code): C
/// enumerations, shifts, Foundation dictionaries, NSString numbers, UISwitch's own size.
/// Expectations are worked out by hand from the C standard and Apple's documentation.
@Suite("Library idioms, round 23")
struct LibraryIdiomsRound23Tests {
  static func read(_ code: String) throws -> CodeImport.Result {
    try importIdiom(code, file: "idiom.m", entry: "Host.go")
  }

  /// The one animation's field `key`, as the scene writes it.
  static func field(_ result: CodeImport.Result, _ key: String) throws -> JSONValue? {
    let host = try #require(LibraryIdiomsTests.layer(result, "layer"))
    let animation = try #require(CodeShapesTests.animations(host).first?.value)
    return CodeShapesTests.member(animation, key)
  }

  /// C's enumerators count on from the one before (from 0, or from one written), and a shift
  /// binds looser than a sum: `1 << 1 + 1` is `1 << 2`, 4 (C11 §6.5.7 under §6.5.6).
  @Test func enumeratorsCountOnAndShiftsBindLooserThanSums() throws {
    let result = try Self.read(
      """
      typedef enum { PlainA, PlainB = 5, PlainC } Plain;
      typedef NS_OPTIONS(NSUInteger, Edges) { EdgeTop = 1 << 0, EdgeLeft = 1 << 1, EdgeBottom = 1 << 2 };
      @interface Host : UIView
      @property (nonatomic) Plain plain;
      @end
      @implementation Host
      - (void)go {
          CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"opacity"];
          a.fromValue = @0;
          a.duration = PlainC + self.plain;
          a.repeatCount = 1 << 1 + 1;
          a.speed = (EdgeTop | EdgeBottom) & ~EdgeLeft ? 2 : 3;
          [self.layer addAnimation:a forKey:@"a"];
      }
      @end
      """)
    #expect(CodeShapesTests.same(try Self.field(result, "duration"), "6"))
    #expect(CodeShapesTests.same(try Self.field(result, "repeatCount"), "4"))
    #expect(CodeShapesTests.same(try Self.field(result, "speed"), "2"))
  }

  /// `dictionaryWithObjectsAndKeys:` takes values then keys up to the nil; a mutable copy takes
  /// `setObject:forKey:` and `removeObjectForKey:`; `[@"17.4" floatValue]` is the `float` nearest
  /// 17.4 (17.399999618530273); a message or
  /// a property read of nil gives 0 (`nil.count`).
  @Test func dictionariesAndStringNumbers() throws {
    let result = try Self.read(
      """
      @interface Host : UIView
      @property (nonatomic, strong) NSArray *missing;
      @end
      @implementation Host
      - (void)go {
          NSDictionary *d = [NSDictionary dictionaryWithObjectsAndKeys:@2, @"a", @3, @"b", nil];
          NSMutableDictionary *m = [NSMutableDictionary dictionaryWithDictionary:d];
          [m setObject:@4 forKey:@"c"];
          [m removeObjectForKey:@"a"];
          CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"opacity"];
          a.fromValue = @0;
          a.duration = [m[@"b"] doubleValue] + [m count];
          a.speed = [@"17.4" floatValue] - self.missing.count;
          a.repeatCount = [[m allKeys] count] + [d count];
          [self.layer addAnimation:a forKey:@"a"];
      }
      @end
      """)
    #expect(CodeShapesTests.same(try Self.field(result, "duration"), "5"))
    #expect(CodeShapesTests.same(try Self.field(result, "speed"), "17.399999618530273"))
    #expect(CodeShapesTests.same(try Self.field(result, "repeatCount"), "4"))
  }

  /// UISwitch: "the size components of this rectangle are ignored" — 51 × 31 whatever frame it
  /// is given, its origin kept.
  @Test func aSwitchKeepsItsOwnSize() throws {
    let result = try Self.read(
      """
      @implementation Host
      - (void)go {
          UISwitch *toggle = [[UISwitch alloc] initWithFrame:CGRectMake(10, 20, 200, 100)];
          [self addSubview:toggle];
          CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"opacity"];
          a.fromValue = @0;
          a.duration = toggle.frame.size.height;
          [toggle.layer addAnimation:a forKey:@"a"];
      }
      @end
      """)
    #expect(LibraryIdiomsTests.property(result, "toggle", "bounds") == .array([0, 0, 51, 31].map { .number($0) }))
    #expect(LibraryIdiomsTests.property(result, "toggle", "position") == .array([35.5, 35.5].map { .number($0) }))
  }
}
